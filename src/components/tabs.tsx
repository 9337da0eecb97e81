import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs, the panel is labelled by its tab. Controlled, so
 * the caller can pick the tab that fits the state (Error for a failed call, Output for an executed one).
 */
export function Tabs({
  items,
  selectedId,
  onSelect,
  label,
}: {
  readonly items: readonly TabItem[];
  readonly selectedId: string;
  readonly onSelect: (id: string) => void;
  readonly label: string;
}) {
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const selected = items.find((item) => item.id === selectedId) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected?.id);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = items[(index + delta + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-zinc-200 dark:border-zinc-800"
      >
        {items.map((item) => {
          const active = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={`-mb-px border-b-2 px-2 py-1 text-xs font-medium ${
                active
                  ? 'border-teal-700 text-zinc-900 dark:border-teal-400 dark:text-zinc-50'
                  : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          className="pt-2"
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
