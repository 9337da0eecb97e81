import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AuditEntry } from '../../core/audit-entry.ts';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { auditQueryOptions } from '../../features/audit/api/audit-queries.ts';
import { AuditLog } from '../../features/audit/components/audit-log.tsx';
import { useAppStore } from '../../store/app-store.ts';
import { auditFromConversation } from '../audit-from-conversation.ts';

const noEntries: readonly AuditEntry[] = [];

/** The stored audit log when the agent runs; on a fixture, the decisions its conversation records. */
export default function AuditRoute() {
  const local = useAppStore((state) => state.localDecisions);
  const conversation = useAppStore((state) => state.conversation);
  const readAuditLog = useAppStore((state) => state.readAuditLog);
  const stored = useQuery({ ...auditQueryOptions(readAuditLog), enabled: !local });
  const derived = useMemo(
    () => (local ? auditFromConversation(conversation) : noEntries),
    [local, conversation],
  );
  return (
    <ScreenFrame
      title="Audit log"
      intro="Every decision about a tool call: who made it, what ran, and how it ended."
    >
      {stored.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The audit log could not be read: {stored.error.message}
        </p>
      ) : null}
      <AuditLog entries={local ? derived : (stored.data ?? noEntries)} loading={!local && stored.isPending} />
    </ScreenFrame>
  );
}
