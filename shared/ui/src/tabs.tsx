import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

// The keys of the WAI-ARIA tabs pattern (horizontal, automatic activation): the tab they go to.
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop (roving tabindex),
 * ArrowLeft/ArrowRight move and select (wrapping), Home/End go to the first/last tab; each panel is
 * labelled by its tab and only the selected one is drawn.
 *
 * Written here rather than with Radix Tabs: `@platform/ui` is one shared module loaded at every
 * signed-in page's start, and Radix Tabs with its roving focus was about 9.8 KB gzip of it for one
 * tab list (the policies); the pattern is the handful of lines below.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const currentId = tabs.some((tab) => tab.id === selectedId)
    ? selectedId
    : tabs.some((tab) => tab.id === ownSelectedId)
      ? ownSelectedId
      : tabs[0]?.id;
  const tabIdOf = (id: string) => `${baseId}-tab-${id}`;
  const panelIdOf = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (id === currentId) return;
    setOwnSelectedId(id);
    onSelect?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    buttons.current.get(next.id)?.focus();
    select(next.id);
  };
  const current = tabs.find((tab) => tab.id === currentId);

  return (
    <div className="ui-tabs" data-orientation="horizontal">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="ui-tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.id === currentId;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabIdOf(tab.id)}
              aria-selected={selected}
              aria-controls={panelIdOf(tab.id)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        // Keyed by the tab: two panels drawing the same component keep their own state, as two tabs should.
        <div
          key={current.id}
          role="tabpanel"
          id={panelIdOf(current.id)}
          aria-labelledby={tabIdOf(current.id)}
          tabIndex={0}
          data-state="active"
          className="ui-tabs__panel"
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
