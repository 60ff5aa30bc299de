import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu } from './Menu';

afterEach(cleanup);

// Its own file: the menu machinery is still loading on this first render (a later render in the same
// module would find it loaded), as on a slow network or a busy machine.
it('opens when the button is clicked while the menu machinery is still loading', async () => {
  render(
    <Menu
      label="Account"
      items={[{ id: 'out', label: 'Sign out', onSelect: () => undefined }]}
      trigger={(props) => (
        <button type="button" {...props}>
          Account
        </button>
      )}
    />,
  );
  const button = screen.getByRole('button', { name: 'Account' });
  expect(button.getAttribute('data-state')).toBeNull(); // not Radix's button yet
  fireEvent.click(button);
  expect(await screen.findByRole('menuitem', { name: 'Sign out' }, { timeout: 5000 })).toBeTruthy();
});
