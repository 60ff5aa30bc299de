import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Menu, type MenuItem } from './Menu';

afterEach(cleanup);

const open = async (items: MenuItem[]) => {
  render(
    <Menu
      label="Layout"
      items={items}
      trigger={(props) => (
        <button type="button" {...props}>
          More
        </button>
      )}
    />,
  );
  // The menu machinery loads after the first render; Radix marks its button when it is there.
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' }).getAttribute('data-state')).toBe('closed'), { timeout: 5000 });
  // Radix opens a menu on pointer down or from the keyboard (Enter, Space, ArrowDown), focusing the first item.
  fireEvent.keyDown(screen.getByRole('button', { name: 'More' }), { key: 'Enter' });
};

describe('Menu', () => {
  it('reads choices as checked radio items under their group headings', async () => {
    const pick = vi.fn();
    await open([
      { id: 'center', label: 'Center', group: 'Display', checked: true, onSelect: pick },
      { id: 'gallery', label: 'Gallery', group: 'Display', checked: false, onSelect: pick },
      { id: 'l1', label: 'Large tiles', group: 'Tiles', checked: false, onSelect: () => pick('l1') },
      { id: 'keys', label: 'Keyboard shortcuts', onSelect: pick },
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Center' })).toHaveProperty('ariaChecked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Gallery' })).toHaveProperty('ariaChecked', 'false');
    expect(screen.getByRole('menuitem', { name: 'Keyboard shortcuts' })).toBeTruthy();
    // One heading per group, not per item.
    expect(screen.getAllByText('Display')).toHaveLength(1);
    expect(screen.getAllByText('Tiles')).toHaveLength(1);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Large tiles' }));
    expect(pick).toHaveBeenCalledWith('l1');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves through radio and plain items with the arrow keys, skipping the headings', async () => {
    await open([
      { id: 'a', label: 'A', group: 'G', checked: true, onSelect: () => undefined },
      { id: 'b', label: 'B', onSelect: () => undefined },
    ]);
    const first = screen.getByRole('menuitemradio', { name: 'A' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'B' })));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('jumps with Home and End, finds an item by typing, closes on Escape and gives focus back', async () => {
    await open([
      { id: 'pin', label: 'Pin', onSelect: () => undefined },
      { id: 'presenter', label: 'Make presenter', onSelect: () => undefined },
      { id: 'remove', label: 'Remove', onSelect: () => undefined },
      { id: 'block', label: 'Block', onSelect: () => undefined },
    ]);
    const menu = screen.getByRole('menu', { name: 'Layout' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Block' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Pin' })));
    fireEvent.keyDown(document.activeElement!, { key: 'r' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Remove' })));
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));
  });

  it('keeps a disabled item focusable with its reason, and choosing it does nothing', async () => {
    const remove = vi.fn();
    await open([{ id: 'remove', label: 'Remove', disabled: true, hint: 'Hosts cannot be removed', onSelect: remove }]);
    const item = screen.getByRole('menuitem', { name: 'Remove Hosts cannot be removed' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(item);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
