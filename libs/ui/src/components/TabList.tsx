import * as RadixTabs from '@radix-ui/react-tabs';
import { TabLabel, type TabListProps } from './tab-parts';

/**
 * The tab list on Radix UI's tabs (a lazy chunk, see Tabs): roving focus with one tab stop, arrows
 * move and select (wrapping), Home/End jump. Ids are the Tabs' own, so the panel it renders outside
 * this chunk stays labelled and controlled.
 */
export default function TabList<T extends string>({ items, value, onChange, label, ids, hasPanel }: TabListProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(id) => onChange(id as T)} activationMode="automatic">
      <RadixTabs.List className="ui-tabs" aria-label={label} loop>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            className="ui-tab"
            id={ids.tab(item.id)}
            aria-controls={hasPanel && item.id === value ? ids.panel : undefined}
          >
            <TabLabel item={item} />
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
