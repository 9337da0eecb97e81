import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../agent/audit-entry.ts';
import { ScreenFrame } from '../components/screen-frame.tsx';
import { auditQueryOptions } from '../features/audit/api/audit-queries.ts';
import { useMemo } from 'react';
import { AuditLog } from '../features/audit/components/audit-log.tsx';
import { CapturesScreen } from '../features/captures/components/captures-screen.tsx';
import { ConversationsScreen } from '../features/conversations/components/conversations-screen.tsx';
import { McpServersPanel } from '../features/mcp-servers/components/mcp-servers-panel.tsx';
import type { RuleTool } from '../features/rules/components/rules-screen.tsx';
import { RulesScreen } from '../features/rules/components/rules-screen.tsx';
import { SettingsScreen } from '../features/settings/components/settings-screen.tsx';
import { useAppStore } from '../store/app-store.ts';
import type { Screen } from '../store/ui-slice.ts';
import { auditFromConversation } from './audit-from-conversation.ts';
import type { ConsoleSetup } from './use-console-setup.ts';

const noEntries: readonly AuditEntry[] = [];

/** The stored audit log when the agent runs; on a fixture, the decisions its conversation records. */
function AuditScreen() {
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

/** The screens other than the console. */
export function OtherScreen({
  screen,
  setup,
}: {
  readonly screen: Exclude<Screen, 'console'> | Screen;
  readonly setup: ConsoleSetup;
}) {
  const tools = useMemo<readonly RuleTool[]>(
    () => setup.catalog.tools.map((tool) => ({ name: tool.name, tier: tool.tier })),
    [setup.catalog],
  );
  const sessionId = useAppStore((state) => state.sessionId);
  const readAuditLog = useAppStore((state) => state.readAuditLog);
  switch (screen) {
    case 'conversations':
      return (
        <ScreenFrame
          title="Conversations"
          intro="Every conversation stored in this browser. Open one to go on with it; deleting one keeps its audit entries."
        >
          <ConversationsScreen />
        </ScreenFrame>
      );
    case 'captures':
      return <CapturesScreen />;
    case 'rules':
      return (
        <ScreenFrame
          title="Rules"
          intro="What happens when an agent calls a tool: which calls run, which ask you, and which are refused with a reason."
        >
          <RulesScreen
            repository={setup.rules}
            tools={tools}
            sessionId={sessionId}
            readAuditLog={readAuditLog}
          />
        </ScreenFrame>
      );
    case 'audit':
      return <AuditScreen />;
    default:
      return (
        <SettingsScreen>
          <McpServersPanel />
        </SettingsScreen>
      );
  }
}
