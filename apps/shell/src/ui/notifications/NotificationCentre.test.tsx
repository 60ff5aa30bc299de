import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@platform/i18n';
import { sessionStore, type Account } from '@platform/shared-api';
import { Popover } from '@platform/ui';
import { notificationStore } from './notification-store';
import { NotificationCentre, notificationStrings } from './NotificationCentre';

// No live socket or count polling in a unit test: the feed is what the store already holds.
vi.mock('./notification-store', async (original) => ({
  ...(await original<typeof import('./notification-store')>()),
  startNotificationFeed: () => () => undefined,
}));

beforeAll(async () => {
  await initI18n('en');
  await notificationStrings; // fetched, as in the page, before the shell shows the bell
  // Warm the popover's lazy chunk (libs/ui loads it after first render): its first import is slow on a busy machine.
  render(
    <Popover
      label="warm"
      open
      onOpenChange={() => undefined}
      trigger={(props) => (
        <button type="button" {...props}>
          warm
        </button>
      )}
    >
      warm
    </Popover>,
  );
  await screen.findByRole('dialog', { name: 'warm' }, { timeout: 50_000 });
  cleanup();
}, 60_000);
afterEach(cleanup);

function renderSignedIn() {
  sessionStore.setState({ token: 'tok', account: { id: 'a1', display_name: 'Lan' } as Account });
  notificationStore.setState({
    items: [
      { id: 'n1', title: 'Your event starts soon', body: 'Weekly sync', is_read: false, created_at: new Date().toISOString() } as never,
    ],
    unread: 1,
    loaded: true,
    nextFromId: null,
    loadingPage: false,
  });
  render(
    <>
      <header>
        <NotificationCentre />
      </header>
      <main>
        <button type="button">Create event</button>
      </main>
    </>,
  );
}

const openPanel = async () => {
  fireEvent.click(screen.getByTestId('notification-bell'));
  return screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
};

describe('NotificationCentre', () => {
  it('opens a panel announced as a dialog, controlled by the bell, with the page behind hidden from screen readers', async () => {
    renderSignedIn();
    const panel = await openPanel();
    const bell = screen.getByTestId('notification-bell');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByText('Create event').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(panel.textContent).toContain('Your event starts soon');
  });

  it('closes on Escape pressed anywhere and gives focus back to the bell', async () => {
    renderSignedIn();
    const panel = await openPanel();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bell = screen.getByTestId('notification-bell');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });
});
