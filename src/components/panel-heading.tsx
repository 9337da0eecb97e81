import type { ReactNode } from 'react';

/** The heading row of a panel: a title, an optional count or note, and actions on the right. */
export function PanelHeading({
  id,
  title,
  aside,
  actions,
  level = 2,
}: {
  readonly id?: string;
  readonly title: string;
  readonly aside?: ReactNode;
  readonly actions?: ReactNode;
  readonly level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex min-h-9 items-center justify-between gap-2">
      <div className="flex min-w-0 items-center gap-2">
        <Heading
          id={id}
          className="text-xs font-semibold tracking-wide text-zinc-700 uppercase dark:text-zinc-300"
        >
          {title}
        </Heading>
        {aside}
      </div>
      {actions ? <div className="flex min-w-0 items-center gap-1">{actions}</div> : null}
    </div>
  );
}

/**
 * A panel of the console: a section named by its heading row (`id` is the heading's), and what it holds below
 * it, spaced. `className` adds to the section's classes.
 */
export function Panel({
  id,
  className,
  data,
  children,
  ...heading
}: {
  readonly id: string;
  /** `data-` attributes of the section (what tests and the page read of it). */
  readonly data?: Readonly<Record<`data-${string}`, string | undefined>>;
  readonly title: string;
  readonly aside?: ReactNode;
  readonly actions?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} {...data} className={className ? `${className} space-y-2` : 'space-y-2'}>
      <PanelHeading id={id} {...heading} />
      {children}
    </section>
  );
}
