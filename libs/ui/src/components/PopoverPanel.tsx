import { useRef } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import type { PopoverProps } from './Popover';

/**
 * The popover on Radix UI (a lazy chunk, see Popover): modal, so the page behind is inert, hidden
 * from screen readers and does not scroll; Escape anywhere and a click outside close it; focus goes
 * to the panel (read as a dialog with its name) and back to the button on close. Placed under the
 * button, flipped or shifted to stay inside the viewport; in full screen it renders there.
 */
export default function PopoverPanel({ trigger, label, open, onOpenChange, children, className, testId }: PopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  const container = typeof document !== 'undefined' ? ((document.fullscreenElement as HTMLElement | null) ?? undefined) : undefined;
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange} modal>
      <RadixPopover.Trigger asChild>
        {trigger({ onClick: () => undefined, 'aria-expanded': open, 'aria-haspopup': 'dialog' })}
      </RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <RadixPopover.Content
          ref={panel}
          className={className}
          aria-label={label}
          data-testid={testId}
          tabIndex={-1}
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          // The panel itself takes focus, so its name is read before its first control.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            panel.current?.focus();
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
