import { ScreenFrame } from '../../components/screen-frame.tsx';
import { AgentsScreen } from '../../features/agent-sources/components/agents-screen.tsx';

/** The Agents screen: remote agents over AG-UI. */
export default function AgentsRoute() {
  return (
    <ScreenFrame
      title="Agents"
      intro="Agent servers that speak AG-UI: their tool calls and requests wait in the same queue and review as the built-in agent's."
      width="form"
    >
      <AgentsScreen />
    </ScreenFrame>
  );
}
