import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> { id: T; label: string; count?: number }

/** Accessible tab list (arrow keys move between tabs). The caller renders the panel. */
export function Tabs<T extends string>({ items, value, onChange, label }: { items: TabItem<T>[]; value: T; onChange(id: T): void; label: string }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + items.length) % items.length;
    refs.current[next]?.focus();
    onChange(items[next].id);
  }
  return (
    <div className="ui-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${item.id}`}
          aria-selected={item.id === value}
          tabIndex={item.id === value ? 0 : -1}
          className="ui-tab"
          onClick={() => onChange(item.id)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {item.label}
          {item.count !== undefined ? <span className="ui-badge" style={{ marginLeft: 6 }}>{item.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
