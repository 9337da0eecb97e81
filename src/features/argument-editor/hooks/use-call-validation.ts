import { useMemo } from 'react';
import type { JsonObject } from '../../../core/json.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectUnparseableFields } from '../../../store/selectors.ts';
import type { DraftChecker } from '../../../core/tool-call.ts';
import { approvalGate } from '../approval-gate.ts';
import { useDraftCheck } from './use-draft-check.ts';

/**
 * Whether the call can be approved as it stands, with the problems to show when it cannot: the schema as the
 * operator types, the tool's own check once typing pauses. `checkNow` runs a due check at once.
 */
export function useCallValidation(call: ToolCall, schema: JsonObject | undefined, checker?: DraftChecker) {
  const unparseable = useAppStore(selectUnparseableFields(call.id));
  const { check, checkNow } = useDraftCheck(call, checker);
  const gate = useMemo(
    () => ({ ...approvalGate(call, schema, unparseable, check), unparseable }),
    [call, schema, unparseable, check],
  );
  return { ...gate, checkNow };
}
