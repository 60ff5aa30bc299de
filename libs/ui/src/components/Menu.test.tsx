import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu, type MenuItem } from './Menu';

afterEach(cleanup);

const open = (items: MenuItem[]) => {
  render(<Menu label="Layout" items={items} trigger={(props) => <button type="button" {...props}>More</button>} />);
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
};

describe('Menu', () => {
  it('reads choices as checked radio items under their group headings', () => {
    const pick = vi.fn();
    open([
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

  it('moves through radio and plain items with the arrow keys, skipping the headings', () => {
    open([
      { id: 'a', label: 'A', group: 'G', checked: true, onSelect: () => undefined },
      { id: 'b', label: 'B', onSelect: () => undefined },
    ]);
    const first = screen.getByRole('menuitemradio', { name: 'A' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'B' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
  });
});
