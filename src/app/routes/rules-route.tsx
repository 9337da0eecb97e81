import { useMemo } from 'react';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import type { RuleTool } from '../../features/rules/components/rules-screen.tsx';
import { RulesScreen } from '../../features/rules/components/rules-screen.tsx';
import { useAppStore } from '../../store/app-store.ts';
import type { RouteProps } from '../screen-routes.ts';

/** The Rules screen, over the tools the console knows now. */
export default function RulesRoute({ setup }: RouteProps) {
  const tools = useMemo<readonly RuleTool[]>(
    () => setup.catalog.tools.map((tool) => ({ name: tool.name, tier: tool.tier })),
    [setup.catalog],
  );
  const sessionId = useAppStore((state) => state.sessionId);
  const readAuditLog = useAppStore((state) => state.readAuditLog);
  return (
    <ScreenFrame
      title="Rules"
      intro="What happens when an agent calls a tool: which calls run, which ask you, and which are refused with a reason."
    >
      <RulesScreen repository={setup.rules} tools={tools} sessionId={sessionId} readAuditLog={readAuditLog} />
    </ScreenFrame>
  );
}
