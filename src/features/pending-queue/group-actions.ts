import type { ArgumentPath } from '../../core/argument-path.ts';
import type { DecisionGroupRef } from '../../core/group-decision.ts';
import type { JsonValue } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';

/**
 * What the queue may do with a group of alike calls; the console carries each out through the same decisions
 * as the single-call review, so every call is still checked, recorded and run (or declined) on its own.
 */
export interface GroupActions {
  /** Approves the calls decided together, asking first when any is destructive or of unknown tier. */
  approve(callIds: readonly string[], group: DecisionGroupRef): void;
  /** Declines the calls with one reason, told to the model for each. */
  decline(callIds: readonly string[], reason: string, group: DecisionGroupRef): void;
  /** Sets one field in every call's draft and checks each draft again; resolves once every check answered. */
  setField(callIds: readonly string[], path: ArgumentPath, value: JsonValue): Promise<void>;
  /** Why a call cannot be approved as its draft stands, when it cannot. */
  reasonOf(call: ToolCall): string | undefined;
}
