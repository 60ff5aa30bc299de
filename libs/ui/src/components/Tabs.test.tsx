import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Tabs } from './Tabs';

// The lazy chunk's first import is slow on a busy machine: warm it so each test only waits for React.
beforeAll(async () => {
  await import('./TabList');
}, 60_000);
afterEach(cleanup);

// The keyboard machinery loads after the first render; Radix marks its tab lists when it is there.
const radixLoaded = () =>
  waitFor(() => screen.getAllByRole('tablist').forEach((list) => expect(list.getAttribute('data-orientation')).toBe('horizontal')), {
    timeout: 5000,
  });

type When = 'upcoming' | 'past' | 'drafts';
const items = [
  { id: 'upcoming' as const, label: 'Upcoming' },
  { id: 'past' as const, label: 'Past' },
  { id: 'drafts' as const, label: 'Drafts' },
];

function Page({ label }: { label: string }) {
  const [when, setWhen] = useState<When>('upcoming');
  return (
    <section aria-label={label}>
      <Tabs<When> label={label} items={items} value={when} onChange={setWhen}>
        <p>{`${label}: ${when}`}</p>
      </Tabs>
    </section>
  );
}

describe('Tabs', () => {
  it('gives two Tabs on one page distinct ids, each tab controlling its own panel', async () => {
    render(
      <>
        <Page label="Events" />
        <Page label="Gifts" />
      </>,
    );
    await radixLoaded();
    const events = within(screen.getByRole('region', { name: 'Events' }));
    const gifts = within(screen.getByRole('region', { name: 'Gifts' }));
    const first = events.getByRole('tab', { name: 'Upcoming' });
    const second = gifts.getByRole('tab', { name: 'Upcoming' });
    expect(first.id).toBeTruthy();
    expect(first.id).not.toBe(second.id);
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Each selected tab controls the panel under it, and that panel is labelled by it.
    for (const [scope, tab, text] of [
      [events, first, 'Events: upcoming'],
      [gifts, second, 'Gifts: upcoming'],
    ] as const) {
      const panel = scope.getByRole('tabpanel');
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.textContent).toBe(text);
    }
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    render(<Page label="Events" />);
    await radixLoaded();
    const [upcoming, past, drafts] = screen.getAllByRole('tab');
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    // Radix moves focus on the next tick.
    const press = async (from: HTMLElement, key: string, to: HTMLElement) => {
      fireEvent.keyDown(from, { key });
      await waitFor(() => expect(document.activeElement).toBe(to));
      expect(to.getAttribute('aria-selected')).toBe('true');
    };
    upcoming.focus();
    await press(upcoming, 'ArrowRight', past);
    expect(screen.getByRole('tabpanel').textContent).toBe('Events: past');
    expect(past.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    await press(past, 'End', drafts);
    await press(drafts, 'ArrowRight', upcoming);
    await press(upcoming, 'ArrowLeft', drafts);
    await press(drafts, 'Home', upcoming);
    expect(screen.getByRole('tabpanel').textContent).toBe('Events: upcoming');
    // One tab stop: the selected tab.
    expect([upcoming, past, drafts].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
