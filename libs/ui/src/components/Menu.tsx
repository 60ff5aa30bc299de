import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { IconName } from './Icon';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  danger?: boolean;
  /** Shown but not selectable (aria-disabled, stays focusable); `hint` says why. */
  disabled?: boolean;
  hint?: string;
  /** A choice among several (display mode, device): shown with a check, read as a radio item. */
  checked?: boolean;
  /** Items with the same group sit together under its heading, in the order given. */
  group?: string;
  onSelect(): void;
}

export interface MenuTriggerProps {
  onClick(): void;
  'aria-expanded': boolean;
  'aria-haspopup': 'menu';
  /** Set by the menu itself (the id of its list); absent here so a spread cannot override it. */
  'aria-controls'?: string;
}

export interface MenuProps {
  trigger: (props: MenuTriggerProps) => ReactNode;
  items: MenuItem[];
  label: string;
  placement?: 'down' | 'up';
}

// The menu machinery (Radix UI, ~28 KB gzip) loads on its own, after the first render. A click that
// comes before it (a slow network or a busy machine) is kept, and the menu opens as soon as it is there.
const MenuPopup = lazy(() => import('./MenuPopup'));

/**
 * A button that opens a list of actions (Radix UI's dropdown menu, see MenuPopup): in a portal,
 * flipped and sized to stay inside the viewport; arrows, Home/End, typeahead; Escape closes and
 * focus returns to the button.
 */
export function Menu(props: MenuProps) {
  const [clickedEarly, setClickedEarly] = useState(false);
  const fallback = props.trigger({ onClick: () => setClickedEarly(true), 'aria-expanded': false, 'aria-haspopup': 'menu' });
  return (
    <Suspense fallback={fallback}>
      <MenuPopup {...props} initiallyOpen={clickedEarly} />
    </Suspense>
  );
}
