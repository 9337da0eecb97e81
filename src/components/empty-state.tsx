import type { ReactNode } from 'react';

/** What an area says when it has nothing to show, and what would fill it. */
export function EmptyState({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="rounded-md border border-dashed border-zinc-300 px-4 py-6 text-center dark:border-zinc-700">
      <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{title}</p>
      {children ? <div className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{children}</div> : null}
    </div>
  );
}
