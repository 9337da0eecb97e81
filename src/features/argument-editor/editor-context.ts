import { createContext, useContext } from 'react';
import type { Control } from 'react-hook-form';
import type { JsonObject } from '../../core/json.ts';
import type { ArgumentProblem } from './argument-validation.ts';

/** What every field of one call's form needs, passed once instead of through each level of nesting. */
export interface EditorContextValue {
  readonly callId: string;
  readonly control: Control<Record<string, unknown>>;
  readonly original: JsonObject;
  readonly problems: readonly ArgumentProblem[];
  /** Whether the draft changes the value at a field's dotted path (`values.refund_amount`, `cc.0`). */
  isModified(path: string): boolean;
  /** Puts the value at a field's dotted path back to what the model proposed. */
  resetPath(path: string): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor context; fields are only ever rendered inside an argument form. */
export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('An argument field was rendered outside its argument form.');
  return value;
}
