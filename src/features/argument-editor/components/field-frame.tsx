import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { ArgumentProblem } from '../argument-validation.ts';

export interface FieldFrameProps {
  readonly inputId: string;
  readonly label: string;
  readonly required: boolean;
  readonly description: string | undefined;
  readonly problems: readonly ArgumentProblem[];
  readonly errorId: string;
  /** Marked as edited, with its own Reset: every field, nested ones and array items included. */
  readonly modified: boolean;
  readonly onReset?: () => void;
  readonly children: ReactNode;
}

/** Label, edited mark with Reset, description and problems around one control. */
export function FieldFrame({
  inputId,
  label,
  required,
  description,
  problems,
  errorId,
  modified,
  onReset,
  children,
}: FieldFrameProps) {
  return (
    <div
      data-modified={modified || undefined}
      className={`rounded-md py-1 ${modified ? '-ml-2 border-l-2 border-amber-500 bg-amber-50/70 pl-1.5 dark:bg-amber-950/30' : ''}`}
    >
      <div className="mb-1 flex min-h-6 items-center gap-2">
        <label
          htmlFor={inputId}
          className="min-w-0 font-mono text-xs font-medium text-zinc-800 [overflow-wrap:anywhere] dark:text-zinc-200"
        >
          {label}
        </label>
        {required ? <span className="text-[10px] text-zinc-600 dark:text-zinc-400">required</span> : null}
        {modified ? (
          <>
            <Badge tone="waiting">edited</Badge>
            {onReset ? (
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto"
                aria-label={`Reset ${label}`}
                onClick={onReset}
              >
                Reset
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {children}
      {description ? (
        <p className="mt-0.5 text-[11px] text-zinc-600 dark:text-zinc-400">{description}</p>
      ) : null}
      {problems.length > 0 ? (
        <p id={errorId} className="mt-0.5 text-[11px] font-medium text-red-700 dark:text-red-300">
          {problems.map((problem) => `${problem.path || label} ${problem.message}`).join('; ')}
        </p>
      ) : null}
    </div>
  );
}

/** Shared look of text-like controls, with the invalid state in red. */
export function controlClass(invalid: boolean): string {
  return `w-full rounded-md border bg-white px-2 py-1 text-sm text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100 ${
    invalid ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
  }`;
}
