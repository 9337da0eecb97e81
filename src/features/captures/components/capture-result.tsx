import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { formatBytes } from '../../../wire/assemble-in-chunks.ts';
import type { CaptureAssembly } from '../hooks/use-capture-assembly.ts';
import { AssembledTurnView } from './assembled-turn-view.tsx';

/** An assembly as it stands, and what Cancel and the restart after a failure do. */
interface CaptureResultProps {
  readonly assembly: CaptureAssembly;
  readonly onCancel: () => void;
  readonly onRestart: () => void;
}

/** The right-hand side of Captures: nothing yet, the progress of an assembly (with Cancel), why not, or the turn. */
export function CaptureResult({ assembly, onCancel, onRestart }: CaptureResultProps) {
  return (
    <section
      aria-labelledby="capture-result-heading"
      aria-busy={assembly.status === 'assembling'}
      className="min-h-0 min-w-0 p-4 sm:px-6 lg:overflow-y-auto"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id="capture-result-heading" className={sectionHeadingClass}>
          Assembled turn
        </h3>
        {assembly.status === 'assembled' ? (
          <Badge tone="info">
            {assembly.detected ? 'detected' : 'chosen'}: {assembly.format}
          </Badge>
        ) : null}
      </div>
      <CaptureResultBody assembly={assembly} onCancel={onCancel} onRestart={onRestart} />
    </section>
  );
}

function CaptureResultBody({ assembly, onCancel, onRestart }: CaptureResultProps) {
  switch (assembly.status) {
    case 'empty':
      return (
        <EmptyState title="No capture yet">
          The detected format, the assembled text, reasoning and tool calls, and any errors appear here.
        </EmptyState>
      );
    case 'assembling': {
      const percent = assembly.total > 0 ? Math.floor((assembly.read / assembly.total) * 100) : 0;
      return (
        <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <p role="status" className="text-sm text-zinc-800 dark:text-zinc-200">
            Assembling… {percent}% ({formatBytes(assembly.read)} of {formatBytes(assembly.total)})
          </p>
          <progress
            aria-label="Assembling the capture"
            max={Math.max(assembly.total, 1)}
            value={assembly.read}
            className="h-2 w-full accent-teal-600"
          />
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      );
    }
    case 'refused':
      return (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {assembly.message}
        </p>
      );
    case 'cancelled':
      return (
        <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
          <p role="status" className="text-sm text-zinc-800 dark:text-zinc-200">
            Assembly cancelled. Nothing is shown for this capture.
          </p>
          <Button size="sm" onClick={onRestart}>
            Assemble again
          </Button>
        </div>
      );
    case 'assembled':
      return <AssembledTurnView turn={assembly.turn} />;
  }
}
