import type { ReactNode } from 'react';

// What Tabs and its lazily loaded Radix tab list (TabList) share: one owner, no import cycle.

export interface TabItem<T extends string> {
  id: T;
  label: string;
  count?: number;
}

export interface TabsProps<T extends string> {
  items: TabItem<T>[];
  value: T;
  onChange(id: T): void;
  label: string;
  /** The selected tab's panel: rendered as its tabpanel, labelled by the tab and controlled by it. */
  children?: ReactNode;
  panelClassName?: string;
  /** Set on the panel while its content loads. */
  busy?: boolean;
}

/** The ids of one Tabs: unique per instance (useId), so two Tabs on a page never collide. */
export interface TabIds {
  tab(id: string): string;
  panel: string;
}

export interface TabListProps<T extends string> extends Omit<TabsProps<T>, 'children' | 'panelClassName' | 'busy'> {
  ids: TabIds;
  /** Whether a panel is rendered (the selected tab controls it). */
  hasPanel: boolean;
}

export function TabLabel({ item }: { item: TabItem<string> }) {
  return (
    <>
      {item.label}
      {item.count !== undefined ? (
        <span className="ui-badge" style={{ marginLeft: 6 }}>
          {item.count}
        </span>
      ) : null}
    </>
  );
}
