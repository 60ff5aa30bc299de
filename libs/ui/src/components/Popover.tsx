import { lazy, Suspense, type ReactNode } from 'react';

export interface PopoverTriggerProps {
  onClick(): void;
  'aria-expanded': boolean;
  'aria-haspopup': 'dialog';
  /** Set by the popover itself (the id of its panel); absent here so a spread cannot override it. */
  'aria-controls'?: string;
}

export interface PopoverProps {
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The panel's accessible name (it is announced as a dialog). */
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
  /** Class of the panel (its look belongs to the caller). */
  className?: string;
  testId?: string;
}

// The popover machinery (Radix UI) loads on its own after the first render, as the menu's does. Open
// is the caller's state, so a click that comes before it opens the panel as soon as it is there.
const PopoverPanel = lazy(() => import('./PopoverPanel'));

/**
 * A button that opens a small dialog beside it (Radix UI's popover, see PopoverPanel): modal while
 * open (the rest of the page is inert and hidden from screen readers, its scroll locked), Escape
 * from anywhere or a click outside closes it, and focus returns to the button.
 */
export function Popover(props: PopoverProps) {
  const fallback = props.trigger({ onClick: () => props.onOpenChange(!props.open), 'aria-expanded': false, 'aria-haspopup': 'dialog' });
  return (
    <Suspense fallback={fallback}>
      <PopoverPanel {...props} />
    </Suspense>
  );
}
