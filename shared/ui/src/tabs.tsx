import { useState, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
/** One tab of {@link Tabs}: its id, its label and the panel it shows. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabItem[];
  /** The selected tab when the caller controls it; else Tabs keeps it (first tab at start). */
  selectedId?: string;
  /** Called with the id of the tab the user selects. */
  onSelect?: (id: string) => void;
}

/**
 * Tabs (Radix Tabs, WAI-ARIA pattern): one tab stop (roving tabindex), ArrowLeft/ArrowRight
 * move and select (wrapping), Home/End go to the first/last tab; each panel is labelled by its tab.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const currentId = tabs.some((tab) => tab.id === selectedId)
    ? selectedId
    : tabs.some((tab) => tab.id === ownSelectedId)
      ? ownSelectedId
      : tabs[0]?.id;

  const select = (id: string) => {
    setOwnSelectedId(id);
    onSelect?.(id);
  };

  return (
    <RadixTabs.Root className="ui-tabs" value={currentId} onValueChange={select}>
      <RadixTabs.List className="ui-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className="ui-tabs__tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="ui-tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
