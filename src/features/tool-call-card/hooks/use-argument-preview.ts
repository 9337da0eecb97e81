import { useRef } from 'react';
import type { ArgumentPreview } from '../../../wire/argument-preview.ts';
import { createArgumentPreview } from '../../../wire/argument-preview.ts';

/**
 * A live parse of arguments while they stream. The call's raw text only grows, so each render feeds the
 * preview just the new suffix; a text that does not extend the previous one starts a fresh preview.
 */
export function useArgumentPreview(rawArguments: string): {
  readonly value: unknown;
  readonly status: string;
  readonly deepest: number;
} {
  const state = useRef<{ preview: ArgumentPreview; fed: string } | null>(null);
  if (!state.current || !rawArguments.startsWith(state.current.fed)) {
    state.current = { preview: createArgumentPreview(), fed: '' };
  }
  const current = state.current;
  if (rawArguments.length > current.fed.length) {
    current.preview.push(rawArguments.slice(current.fed.length));
    current.fed = rawArguments;
  }
  return {
    value: current.preview.current(),
    status: current.preview.status(),
    deepest: current.preview.deepest(),
  };
}
