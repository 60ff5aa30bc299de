import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, registerNamespace } from '@platform/i18n';
import type { RoomCommand } from '@platform/shared-api';
import en from '#src/locales/en.json';
import vi_ from '#src/locales/vi.json';
import roomEn from '#src/locales/room/en.json';
import roomVi from '#src/locales/room/vi.json';
import type { RoomClient } from '../api/room-client';
import type { RoomView } from '../utils/room-view';
import { fakeRoomView } from '../testing/fake-room';
import { ParticipantsPanel } from './ParticipantsPanel';

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('call', { en, vi: vi_ });
  registerNamespace('call', { en: roomEn, vi: roomVi });
});
afterEach(cleanup);

function renderPanel(view: RoomView) {
  const run = vi.fn(async (_command: RoomCommand) => ({}));
  render(<ParticipantsPanel client={{} as RoomClient} view={view} run={run} display="center" />);
  return run;
}

// jsdom has no layout: the list assumes an 800 px viewport (about 15 rows) until it can measure one.
describe('ParticipantsPanel', () => {
  it('mounts only the rows in view for 10,000 people, with the sections and their real sizes', () => {
    renderPanel(fakeRoomView(10_000, { waiting: 2 }));
    const people = screen.getAllByTestId('participant');
    expect(people.length).toBeGreaterThan(5);
    expect(people.length).toBeLessThan(100);
    expect(screen.getByRole('heading', { name: 'Hosts 3' })).toBeTruthy();
    const hosts = within(screen.getByRole('region', { name: 'Hosts' })).getAllByRole('listitem');
    expect(hosts.map((row) => row.getAttribute('aria-setsize'))).toEqual(['3', '3', '3']);
    expect(people[0].getAttribute('data-name')).toBe('Bench Host');
    expect(screen.getByText('Bench Host (You)')).toBeTruthy();
    // No "N more" cap any longer: the list is as long as the room.
    expect(screen.queryByText(/more\. Search/)).toBeNull();
    expect(screen.getByTestId('participants-list').firstElementChild?.getAttribute('style')).toMatch(/height: \d{6}px/);
  });

  it('lists the waiting room first for moderators, with Admit, Deny and Admit all', () => {
    const view = fakeRoomView(50, { waiting: 2 });
    const run = renderPanel(view);
    const waiting = screen.getByTestId('waiting-room');
    expect(within(waiting).getByRole('heading', { name: /Waiting room 2/ })).toBeTruthy();
    expect(within(waiting).getAllByTestId('waiting-person')).toHaveLength(2);
    const guest = view.waiting[0].display_name;
    expect(within(waiting).getByText(guest)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Admit ${guest}` }));
    expect(run).toHaveBeenLastCalledWith({ type: 'admit', to: 'w0' });
    fireEvent.click(screen.getByRole('button', { name: `Deny ${guest}` }));
    expect(run).toHaveBeenLastCalledWith({ type: 'deny', to: 'w0' });
    fireEvent.click(screen.getByRole('button', { name: 'Admit all' }));
    expect(run).toHaveBeenLastCalledWith({ type: 'admit', to: '*' });
  });

  it('mounts every row of a small room, with raised hands and everyone’s menu', () => {
    const view = fakeRoomView(98, { waiting: 0 }); // m97 has a raised hand
    renderPanel({ ...view, participants: view.participants.filter((p, i) => i < 3 || i === 97) });
    expect(screen.getAllByTestId('participant').map((row) => row.getAttribute('data-name'))).toHaveLength(4);
    expect(screen.getByTestId('hand-raised').getAttribute('aria-label')).toMatch(/raised a hand/);
    expect(screen.queryByTestId('waiting-room')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(3);
  });

  it('searches across everyone, including people far down the list', () => {
    const view = fakeRoomView(10_000, { waiting: 0 });
    renderPanel(view);
    const last = view.participants[9_999].displayName;
    expect(screen.queryByText(last)).toBeNull();
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search participants' }), { target: { value: last } });
    });
    expect(screen.getAllByTestId('participant').map((row) => row.getAttribute('data-name'))).toEqual([last]);
    expect(screen.getByRole('heading', { name: 'Everyone 1' })).toBeTruthy();
  });

  it('shows a participant no host controls and no waiting room', () => {
    const view = fakeRoomView(10, { waiting: 2 });
    renderPanel({ ...view, selfId: 'm9' });
    expect(screen.queryByRole('switch', { name: 'Waiting room' })).toBeNull();
    expect(screen.queryByTestId('waiting-room')).toBeNull();
    expect(screen.getAllByTestId('participant')).toHaveLength(10);
  });
});
