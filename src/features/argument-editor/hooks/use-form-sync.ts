import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { JsonObject } from '../../../core/json.ts';
import { jsonEqual } from '../../../core/json.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { formToJson, toJson } from '../form-values.ts';

type ArgumentValues = Record<string, unknown>;

/**
 * Keeps the form and the store's draft as one: every change of a field is sent to the store as its top-level
 * argument (through setModifiedArgument), and a draft changed elsewhere (Reset, a restore after reload) is
 * brought back into the form. The store stays the one source of what will run.
 */
export function useFormSync(form: UseFormReturn<ArgumentValues>, callId: string, effective: JsonObject) {
  const setArgument = useAppStore((state) => state.setArgument);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!name) return;
      const key = name.split('.')[0] ?? name;
      const value = toJson((values as ArgumentValues)[key]);
      if (value !== undefined) setArgument(callId, key, value);
    });
    return () => subscription.unsubscribe();
  }, [form, callId, setArgument]);

  useEffect(() => {
    if (!jsonEqual(formToJson(form.getValues()), effective)) form.reset(effective as ArgumentValues);
  }, [form, effective]);
}
