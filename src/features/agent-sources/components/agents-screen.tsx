import { EmptyState } from '../../../components/empty-state.tsx';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { AgentConnectForm } from './agent-connect-form.tsx';
import { AgentList } from './agent-list.tsx';
import { AiSdkRoutes } from './ai-sdk-routes.tsx';
import { StartEveryAgentForm } from './start-every-agent-form.tsx';

/** Remote agents over AG-UI: connect one, see whether it answers, open a thread with it. */
export function AgentsScreen() {
  const agents = useAppStore((state) => state.agUiAgents);
  const openConsole = () => useAppStore.getState().setScreen('console');
  return (
    <div className="space-y-6">
      <section aria-labelledby="agents-connected" className="space-y-2">
        <h2 id="agents-connected" className={sectionHeadingClass}>
          Connected agents
        </h2>
        {agents.length === 0 ? (
          <EmptyState title="No agent connected">
            Connect an agent server below; `npm run example:agent` starts one on this machine.
          </EmptyState>
        ) : (
          <>
            {agents.length > 1 ? <StartEveryAgentForm agents={agents} /> : null}
            <AgentList agents={agents} labelledBy="agents-connected" onOpened={openConsole} />
          </>
        )}
      </section>
      <section aria-labelledby="agents-connect" className="space-y-2">
        <h2 id="agents-connect" className={sectionHeadingClass}>
          Connect an agent
        </h2>
        <AgentConnectForm />
      </section>
      <AiSdkRoutes onOpened={openConsole} />
    </div>
  );
}
