import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Popover } from './Popover';

// The lazy chunk's first import is slow on a busy machine: warm it so each test only waits for React.
beforeAll(async () => {
  await import('./PopoverPanel');
}, 60_000);
afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button">Elsewhere</button>
        <Popover
          label="Notifications"
          open={open}
          onOpenChange={setOpen}
          trigger={(props) => (
            <button type="button" {...props}>
              Bell
            </button>
          )}
        >
          <button type="button">Mark all read</button>
        </Popover>
      </main>
      <aside data-testid="aside">Side</aside>
    </>
  );
}

const openIt = async () => {
  render(<Page />);
  // A click before the popover machinery has loaded opens the panel once it is there.
  fireEvent.click(screen.getByRole('button', { name: 'Bell' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
  return { bell: screen.getByRole('button', { name: 'Bell', hidden: true }), panel };
};

describe('Popover', () => {
  it('is announced as a dialog with its name, controlled by its button, and takes focus', async () => {
    const { bell, panel } = await openIt();
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(document.activeElement).toBe(panel));
  });

  it('hides the rest of the page from screen readers while open', async () => {
    await openIt();
    expect(screen.getByTestId('aside').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('closes on Escape from anywhere, not only from inside, and gives focus back to its button', async () => {
    const { bell, panel } = await openIt();
    // Focus somewhere outside the panel (e.g. the page after a click that did not move focus in).
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(panel.isConnected).toBe(false));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });
});
