import type { ImportOutcome, ImportProgress } from '../../workers/conversation-import-shared.ts';

/**
 * The import under way: a label, how far it is (0 to 1) when that is known, and whether it can still be
 * cancelled (until the conversation is shown; `saving` comes after).
 */
export function importProgressView(progress: ImportProgress | undefined): {
  readonly label: string;
  readonly fraction: number | undefined;
  readonly cancellable: boolean;
} {
  if (progress?.phase === 'saving') return { label: 'Saving', fraction: undefined, cancellable: false };
  return { ...readingView(progress), cancellable: true };
}

function readingView(progress: Exclude<ImportProgress, { readonly phase: 'saving' }> | undefined): {
  readonly label: string;
  readonly fraction: number | undefined;
} {
  if (!progress) return { label: 'Starting', fraction: undefined };
  switch (progress.phase) {
    case 'reading':
      return {
        label: `Reading ${Math.floor((progress.loaded / Math.max(1, progress.total)) * 100)}%`,
        fraction: progress.loaded / Math.max(1, progress.total),
      };
    case 'parsing':
      return { label: 'Parsing', fraction: undefined };
    case 'validating':
      return { label: 'Validating', fraction: undefined };
    case 'receiving':
      return {
        label: `Loading ${progress.loaded.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} messages`,
        fraction: progress.loaded / Math.max(1, progress.total),
      };
  }
}

/** What the operator reads once an import has ended. */
export function importOutcomeMessage(fileName: string, outcome: ImportOutcome): string {
  switch (outcome.status) {
    case 'imported':
      return `Imported ${fileName}.`;
    case 'refused':
      return `Not imported: ${outcome.error}`;
    case 'cancelled':
      return `Import of ${fileName} cancelled; nothing changed.`;
  }
}
