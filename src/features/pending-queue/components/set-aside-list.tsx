import { Button } from '../../../components/button.tsx';
import { useNow } from '../../../components/use-now.ts';
import type { QueueSplit } from '../../../core/set-aside.ts';
import { asideFor, backNotice } from '../../../core/set-aside.ts';
import { useAppStore } from '../../../store/app-store.ts';

/**
 * The calls set aside ("Not now"), each with how long it stays aside and a way to bring it back, and a notice
 * for each call that came back.
 */
export function SetAsideList({ split }: { readonly split: QueueSplit }) {
  const now = useNow(1_000, split.aside.length + split.back.length > 0);
  const bringBack = useAppStore((state) => state.bringBack);
  return (
    <>
      <div role="status" className="space-y-1 empty:hidden">
        {split.back.map(({ call, entry }) => (
          <p
            key={call.id}
            className="flex flex-wrap items-center gap-2 rounded-md border border-sky-200 bg-sky-50 px-2 py-1 text-[11px] text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-200"
          >
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{backNotice(entry, now)}</span>
            <Button size="sm" variant="ghost" onClick={() => bringBack(entry.conversationId, entry.callId)}>
              Dismiss
            </Button>
          </p>
        ))}
      </div>
      {split.aside.length > 0 ? (
        <section aria-label="Set aside" className="space-y-1">
          <h4 className="text-[11px] font-semibold text-zinc-600 dark:text-zinc-400">
            Set aside ({split.aside.length})
          </h4>
          <ul className="space-y-1">
            {split.aside.map(({ call, entry }) => (
              <li
                key={call.id}
                className="flex min-w-0 items-center gap-2 rounded-md border border-dashed border-zinc-300 px-2 py-1 text-[11px] dark:border-zinc-700"
              >
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-mono font-semibold">{call.name}</span>{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">{asideFor(entry, now)}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => bringBack(entry.conversationId, entry.callId)}
                >
                  Bring back
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
