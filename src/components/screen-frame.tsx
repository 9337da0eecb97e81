import type { ReactNode } from 'react';
import { useId } from 'react';

/** How wide a screen's content may grow: a form, a table or list, or the whole window. */
export type ScreenWidth = 'form' | 'table' | 'full';

const widths: Readonly<Record<ScreenWidth, string>> = {
  form: 'max-w-2xl',
  table: 'max-w-6xl',
  full: '',
};

/** The one style of a screen's title, shared by every screen so they read as one console. */
export const screenHeadingClass = 'text-lg font-semibold tracking-tight text-zinc-900 dark:text-zinc-50';

/** The style of a section's heading inside a screen, one level below the screen's title. */
export const sectionHeadingClass = 'text-sm font-semibold text-zinc-900 dark:text-zinc-100';

/**
 * A screen other than the console: its landmark, its heading and introduction, and its content. It scrolls
 * vertically inside the window and never sideways: content narrower than the window wraps, and a wide table
 * scrolls within its own box. A `full` screen lays out its own panels and may fill the height.
 */
export function ScreenFrame({
  title,
  intro,
  actions,
  width = 'table',
  children,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly actions?: ReactNode;
  readonly width?: ScreenWidth;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  const full = width === 'full';
  return (
    <main
      aria-labelledby={headingId}
      className={`min-h-0 min-w-0 flex-1 overflow-x-hidden ${full ? 'flex flex-col overflow-y-auto lg:overflow-y-hidden' : 'overflow-y-auto'}`}
    >
      <div
        className={`mx-auto w-full min-w-0 ${widths[width]} ${full ? 'flex min-h-0 flex-1 flex-col' : 'space-y-4 p-4 sm:p-6'}`}
      >
        <div
          className={`flex flex-wrap items-start justify-between gap-x-4 gap-y-2 ${full ? 'px-4 pt-4 sm:px-6' : ''}`}
        >
          <div className="min-w-0 flex-1 basis-64">
            <h2 id={headingId} className={screenHeadingClass}>
              {title}
            </h2>
            {intro ? <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{intro}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        {children}
      </div>
    </main>
  );
}
