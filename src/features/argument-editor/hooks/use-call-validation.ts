import { useMemo } from 'react';
import type { JsonObject } from '../../../core/json.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectUnparseableFields } from '../../../store/selectors.ts';
import { approvalGate } from '../approval-gate.ts';

/** Whether the call can be approved as it stands, with the problems to show when it cannot. */
export function useCallValidation(call: ToolCall, schema: JsonObject | undefined) {
  const unparseable = useAppStore(selectUnparseableFields(call.id));
  return useMemo(
    () => ({ ...approvalGate(call, schema, unparseable), unparseable }),
    [call, schema, unparseable],
  );
}
