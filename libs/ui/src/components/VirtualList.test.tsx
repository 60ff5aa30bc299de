import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { VirtualList } from './VirtualList';

// jsdom has no layout: give list viewports a height of 200 px, and let scrollTop be set.
const VIEWPORT = 200;
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-vlist') ? VIEWPORT : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(cleanup);

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
async function scrollTo(list: HTMLElement, top: number) {
  list.scrollTop = top;
  fireEvent.scroll(list);
  await nextFrame();
}

const names = Array.from({ length: 10_000 }, (_, i) => `Person ${i + 1}`);
const key = (i: number) => names[i];
const renderName = (i: number) => <span>{names[i]}</span>;

describe('VirtualList', () => {
  it('mounts only the rows in view plus overscan, and tells assistive technology the real size', () => {
    render(
      <VirtualList count={10_000} rowHeight={50} rowKey={key} renderRow={renderName} label="People" overscan={3} data-testid="list" />,
    );
    const list = screen.getByRole('list', { name: 'People' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(VIEWPORT / 50 + 3); // 4 in view, 3 below, none above the top
    expect(items[0].getAttribute('aria-setsize')).toBe('10000');
    expect(items[0].getAttribute('aria-posinset')).toBe('1');
    // The spacer holds the full height, so the scrollbar is the real one.
    expect((screen.getByTestId('list').firstElementChild as HTMLElement).style.height).toBe('500000px');
  });

  it('mounts everything when the list is short', () => {
    render(<VirtualList count={3} rowHeight={50} rowKey={key} renderRow={renderName} label="People" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Person 1', 'Person 2', 'Person 3']);
  });

  it('follows the scroll position on the next animation frame, positioning rows at their offsets', async () => {
    render(
      <VirtualList count={10_000} rowHeight={50} rowKey={key} renderRow={renderName} label="People" overscan={2} data-testid="list" />,
    );
    await scrollTo(screen.getByTestId('list'), 250_000);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual([
      '4999',
      '5000',
      '5001',
      '5002',
      '5003',
      '5004',
      '5005',
      '5006',
    ]);
    expect(items[2].style.top).toBe('250000px');
    expect(screen.queryByText('Person 1')).toBeNull();
  });

  it('renders only the rows that come into view when scrolling, not the ones it already shows', async () => {
    const renderRow = vi.fn(renderName);
    render(<VirtualList count={10_000} rowHeight={50} rowKey={key} renderRow={renderRow} label="People" overscan={0} data-testid="list" />);
    expect(renderRow).toHaveBeenCalledTimes(4);
    renderRow.mockClear();
    await scrollTo(screen.getByTestId('list'), 110); // rows 2..6 in view: 4, 5 and 6 are new
    expect(renderRow.mock.calls.map(([i]) => i)).toEqual([4, 5, 6]);
    renderRow.mockClear();
    await scrollTo(screen.getByTestId('list'), 140); // the same rows: no render at all
    expect(renderRow).not.toHaveBeenCalled();
  });

  it('keeps the focused row mounted when it scrolls out of view, and lets it go on blur', async () => {
    render(
      <VirtualList
        count={10_000}
        rowHeight={50}
        rowKey={key}
        label="People"
        overscan={1}
        data-testid="list"
        renderRow={(i) => <button type="button">{names[i]}</button>}
      />,
    );
    const button = screen.getByRole('button', { name: 'Person 2' });
    act(() => button.focus());
    await scrollTo(screen.getByTestId('list'), 5_000);
    expect(screen.getByRole('button', { name: 'Person 2' })).toBe(button);
    expect(document.activeElement).toBe(button);
    // With its neighbours, so that Shift+Tab from it reaches the row above.
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-posinset'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '100',
      '101',
      '102',
      '103',
      '104',
      '105',
    ]);
    act(() => button.blur());
    expect(screen.queryByRole('button', { name: 'Person 2' })).toBeNull();
  });

  it('follows the focused row by key when rows are added above it', async () => {
    const Rows = ({ list }: { list: string[] }) => (
      <VirtualList
        count={list.length}
        rowHeight={50}
        rowKey={(i) => list[i]}
        label="People"
        overscan={0}
        data-testid="list"
        renderRow={(i) => <button type="button">{list[i]}</button>}
      />
    );
    const { rerender } = render(<Rows list={names} />);
    act(() => screen.getByRole('button', { name: 'Person 1' }).focus());
    await scrollTo(screen.getByTestId('list'), 1_000);
    rerender(<Rows list={['Newcomer', ...names]} />);
    expect(screen.getByRole('button', { name: 'Person 1' })).toBe(document.activeElement);
  });

  it('groups rows into labelled sections: the heading outside the list, items counted per section', () => {
    const rows = ['h:hosts', 'Hana', 'h:everyone', ...names.slice(0, 500)];
    render(
      <VirtualList
        count={rows.length}
        rowHeight={(i) => (rows[i].startsWith('h:') ? 40 : 50)}
        rowKey={(i) => rows[i]}
        renderRow={(i) => (rows[i].startsWith('h:') ? <h3>{rows[i].slice(2)}</h3> : <span>{rows[i]}</span>)}
        sectionOf={(i) => ({ key: i < 2 ? 'hosts' : 'everyone', header: rows[i].startsWith('h:') })}
        sectionProps={(section) => ({ 'aria-label': section === 'hosts' ? 'Hosts' : 'Everyone', 'data-testid': `section-${section}` })}
      />,
    );
    const hosts = screen.getByRole('region', { name: 'Hosts' });
    expect(hosts.getAttribute('data-testid')).toBe('section-hosts');
    expect(within(hosts).getByRole('heading', { name: 'hosts' }).closest('[role="list"]')).toBeNull();
    const host = within(within(hosts).getByRole('list')).getByRole('listitem');
    expect([host.getAttribute('aria-posinset'), host.getAttribute('aria-setsize')]).toEqual(['1', '1']);
    const everyone = within(screen.getByRole('region', { name: 'Everyone' })).getAllByRole('listitem');
    expect(everyone[0].textContent).toBe('Person 1');
    expect([everyone[0].getAttribute('aria-posinset'), everyone[0].getAttribute('aria-setsize')]).toEqual(['1', '500']);
    expect(everyone.length).toBeLessThan(30);
  });

  it('keeps rows (and their state) when a section appears above them', () => {
    const List = ({ rows }: { rows: string[] }) => (
      <VirtualList
        count={rows.length}
        rowHeight={50}
        rowKey={(i) => rows[i]}
        renderRow={(i) => <input aria-label={rows[i]} />}
        sectionOf={(i) => ({ key: rows[i].split(':')[0], header: false })}
        sectionProps={(section) => ({ 'aria-label': section })}
      />
    );
    const { rerender } = render(<List rows={['everyone:Ann', 'everyone:Bo']} />);
    const input = screen.getByRole('textbox', { name: 'everyone:Bo' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'typed' } });
    rerender(<List rows={['waiting:Cy', 'everyone:Ann', 'everyone:Bo']} />);
    expect(screen.getByRole('textbox', { name: 'everyone:Bo' })).toBe(input);
    expect(input.value).toBe('typed');
  });

  it('drops a section whose rows have all scrolled away', async () => {
    const rows = ['h:hosts', 'Hana', 'h:everyone', ...names.slice(0, 500)];
    render(
      <VirtualList
        count={rows.length}
        rowHeight={50}
        rowKey={(i) => rows[i]}
        renderRow={(i) => rows[i]}
        overscan={1}
        data-testid="list"
        sectionOf={(i) => ({ key: i < 2 ? 'hosts' : 'everyone', header: rows[i].startsWith('h:') })}
        sectionProps={(section) => ({ 'aria-label': section })}
      />,
    );
    await scrollTo(screen.getByTestId('list'), 5_000);
    expect(screen.queryByRole('region', { name: 'hosts' })).toBeNull();
    expect(screen.getByRole('region', { name: 'everyone' })).toBeTruthy();
  });
});
