import { Fragment, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from './Icon';
import type { MenuItem, MenuProps } from './Menu';

/** Consecutive items of one group. */
function groupsOf(items: MenuItem[]) {
  const groups: Array<{ key: string; label?: string; items: MenuItem[] }> = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.label === item.group) last.items.push(item);
    else groups.push({ key: `${groups.length}:${item.group ?? ''}`, label: item.group, items: [item] });
  }
  return groups;
}

/**
 * A button that opens a list of actions, on Radix UI's dropdown menu: rendered in a portal and
 * flipped or shifted to stay inside the viewport (a tile's menu near the bottom of the screen, a
 * participant row's menu), arrows, Home/End and typeahead move, Escape closes from anywhere and
 * focus returns to the button. In full screen it renders inside the full-screen element.
 */
export default function MenuPopup({
  trigger,
  items,
  label,
  placement = 'down',
  initiallyOpen = false,
}: MenuProps & { initiallyOpen?: boolean }) {
  // Open at once when the button was clicked while this part was still loading.
  const [open, setOpen] = useState(initiallyOpen);
  const container = typeof document !== 'undefined' ? ((document.fullscreenElement as HTMLElement | null) ?? undefined) : undefined;
  const entry = (item: MenuItem) => {
    const hintId = item.hint ? `menu-hint-${item.id}` : undefined;
    const content = (
      <>
        {item.checked !== undefined ? (
          <span className="ui-menu__check" aria-hidden="true">
            {item.checked ? <Icon name="check" size={16} /> : null}
          </span>
        ) : null}
        {item.icon ? <Icon name={item.icon} size={16} /> : null}
        {item.hint ? (
          <span className="ui-menu__text">
            {item.label}
            <span id={hintId} className="ui-menu__hint">
              {item.hint}
            </span>
          </span>
        ) : (
          item.label
        )}
      </>
    );
    const props = {
      className: `ui-menu__item${item.danger ? ' ui-menu__item--danger' : ''}`,
      textValue: item.label,
      // Disabled items stay focusable so their hint is read; choosing one does nothing and keeps the menu open.
      'aria-disabled': item.disabled || undefined,
      'aria-describedby': hintId,
      onSelect: (event: Event) => {
        if (item.disabled) return event.preventDefault();
        item.onSelect();
      },
    };
    return item.checked === undefined ? (
      <DropdownMenu.Item key={item.id} {...props}>
        {content}
      </DropdownMenu.Item>
    ) : (
      <DropdownMenu.RadioItem key={item.id} value={item.id} {...props}>
        {content}
      </DropdownMenu.RadioItem>
    );
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        {trigger({ onClick: () => undefined, 'aria-expanded': open, 'aria-haspopup': 'menu' })}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          // Named by its own label (Radix would name it after the button).
          className="ui-menu__list"
          aria-label={label}
          aria-labelledby={undefined}
          loop
          side={placement === 'up' ? 'top' : 'bottom'}
          align="end"
          sideOffset={6}
          collisionPadding={8}
        >
          {groupsOf(items).map((group, index) => {
            const radio = group.items.some((item) => item.checked !== undefined);
            const body = radio ? (
              <DropdownMenu.RadioGroup value={group.items.find((item) => item.checked)?.id ?? ''}>
                {group.items.map(entry)}
              </DropdownMenu.RadioGroup>
            ) : (
              group.items.map(entry)
            );
            return (
              <Fragment key={group.key}>
                {index > 0 && group.label ? <DropdownMenu.Separator className="ui-menu__separator" /> : null}
                {group.label ? <DropdownMenu.Label className="ui-menu__group">{group.label}</DropdownMenu.Label> : null}
                {body}
              </Fragment>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
