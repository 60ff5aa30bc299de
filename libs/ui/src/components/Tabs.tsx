import { lazy, Suspense, useId } from 'react';
import { TabLabel, type TabIds, type TabListProps, type TabsProps } from './tab-parts';

export type { TabItem, TabsProps } from './tab-parts';

// The keyboard machinery (Radix UI tabs: roving focus, arrows, Home/End) loads on its own after the first
// render, as the menu's does, so it costs nothing before first paint; until then the same tabs answer clicks.
const RadixTabList = lazy(() => import('./TabList'));

function StaticTabList<T extends string>({ items, value, onChange, label, ids, hasPanel }: TabListProps<T>) {
  return (
    <div className="ui-tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          className="ui-tab"
          id={ids.tab(item.id)}
          aria-selected={item.id === value}
          aria-controls={hasPanel && item.id === value ? ids.panel : undefined}
          tabIndex={item.id === value ? 0 : -1}
          onClick={() => onChange(item.id)}
        >
          <TabLabel item={item} />
        </button>
      ))}
    </div>
  );
}

/**
 * Tabs on Radix UI (see TabList): ids unique per Tabs, the selected tab controls the panel and labels it,
 * arrows move and select (roving focus, one tab stop), Home/End jump to the first and last tab.
 * The panel (children) stays outside the lazily loaded part, so it never remounts when that arrives.
 */
export function Tabs<T extends string>({ children, panelClassName, busy, ...list }: TabsProps<T>) {
  const base = useId();
  const ids: TabIds = { tab: (id) => `${base}tab-${id}`, panel: `${base}panel` };
  const hasPanel = children !== undefined;
  return (
    <>
      <Suspense fallback={<StaticTabList {...list} ids={ids} hasPanel={hasPanel} />}>
        <RadixTabList {...list} ids={ids} hasPanel={hasPanel} />
      </Suspense>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={ids.panel}
          aria-labelledby={ids.tab(list.value)}
          tabIndex={0}
          className={panelClassName}
          aria-busy={busy || undefined}
        >
          {children}
        </div>
      ) : null}
    </>
  );
}
