import type { AgentProfile, OperatorProfile } from './access.ts';
import { createRecordReadTools } from './record-read-tools.ts';
import type { RecordStore } from './record-store.ts';
import type { RecordToolsOptions } from './record-tool-support.ts';
import { createRecordWriteTools } from './record-write-tools.ts';
import { createSendEmailTool } from './send-email-tool.ts';
import type { ToolDefinition } from './tool-definition.ts';

/**
 * The built-in record tools over the embedded data store: describe_model, search_records and read_record
 * (read-only), create_record and update_record (write), delete_record (destructive). Each checks both sides of
 * access and the data before the operator is asked, and again inside its executor.
 */
export function createRecordTools(options: RecordToolsOptions): ToolDefinition[] {
  return [...createRecordReadTools(options), ...createRecordWriteTools(options)];
}

/**
 * Every built-in tool: the record tools and `send_email`, which writes to the outbox of the store's database
 * and only to the store's customers.
 */
export function createBuiltInTools(options: {
  readonly store: RecordStore;
  readonly operator: OperatorProfile;
  readonly agent: AgentProfile;
  readonly clock?: () => number;
}): ToolDefinition[] {
  const { store, clock } = options;
  return [
    ...createRecordTools(options),
    createSendEmailTool({ db: store.db, store, ...(clock ? { clock } : {}) }),
  ];
}
