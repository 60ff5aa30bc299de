import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

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

/** A button that opens a list of actions; Escape closes, arrows move, focus returns. */
export function Menu({ trigger, items, label, placement = 'down' }: { trigger: (props: { onClick(): void; 'aria-expanded': boolean; 'aria-haspopup': 'menu'; 'aria-controls': string }) => ReactNode; items: MenuItem[]; label: string; placement?: 'down' | 'up' }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const onDoc = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);
  function onKeyDown(e: React.KeyboardEvent) {
    const entries = Array.from(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    }
  }
  return (
    <div className="ui-menu" ref={root} onKeyDown={onKeyDown}>
      {trigger({ onClick: () => setOpen((o) => !o), 'aria-expanded': open, 'aria-haspopup': 'menu', 'aria-controls': id })}
      {open ? (
        <ul id={id} role="menu" aria-label={label} className={`ui-menu__list${placement === 'up' ? ' ui-menu__list--up' : ''}`}>
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {item.group && item.group !== items[index - 1]?.group ? (
                <li role="presentation" className="ui-menu__group">{item.group}</li>
              ) : null}
              <li role="none">
                <button
                  type="button"
                  role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={item.checked}
                  className={`ui-menu__item${item.danger ? ' ui-menu__item--danger' : ''}`}
                  aria-disabled={item.disabled || undefined}
                  aria-describedby={item.hint ? `${id}-${item.id}-hint` : undefined}
                  onClick={() => {
                    if (item.disabled) return;
                    setOpen(false);
                    item.onSelect();
                  }}
                >
                  {item.checked !== undefined ? <span className="ui-menu__check" aria-hidden="true">{item.checked ? <Icon name="check" size={16} /> : null}</span> : null}
                  {item.icon ? <Icon name={item.icon} size={16} /> : null}
                  {item.hint ? (
                    <span className="ui-menu__text">
                      {item.label}
                      <span id={`${id}-${item.id}-hint`} className="ui-menu__hint">{item.hint}</span>
                    </span>
                  ) : item.label}
                </button>
              </li>
            </Fragment>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
