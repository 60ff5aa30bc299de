import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DialogHost } from './DialogHost';
import { dialogs } from './dialog-store';

afterEach(cleanup);

describe('dialogs', () => {
  it('make the page behind inert for screen readers, lock its scroll, close on Escape and give focus back', async () => {
    render(
      <>
        <main>
          <button type="button">Delete event</button>
        </main>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Delete event' });
    opener.focus();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.confirm({ title: 'Delete this event?', message: 'It cannot be recovered.', confirmLabel: 'Delete', danger: true });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' }, { timeout: 5000 });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' })));
    // The page behind is hidden from assistive technology and does not scroll.
    expect(opener.closest('main')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
