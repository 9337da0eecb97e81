import { lazy, Suspense } from 'react';
import { NotificationSetting } from '../../features/settings/components/notification-setting.tsx';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';

// The MCP servers' panel (its forms and the server list) is a chunk of its own below the provider settings.
const McpServersPanel = lazy(() =>
  import('../../features/mcp-servers/components/mcp-servers-panel.tsx').then((module) => ({
    default: module.McpServersPanel,
  })),
);

const DeploymentPanel = lazy(() =>
  import('../../features/team-inbox/components/deployment-panel.tsx').then((module) => ({
    default: module.DeploymentPanel,
  })),
);

/** The Settings screen: the model provider, notifications, then the MCP servers, then the LangGraph deployment. */
export default function SettingsRoute() {
  return (
    <SettingsScreen>
      <NotificationSetting />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            Loading the MCP servers…
          </p>
        }
      >
        <McpServersPanel />
        <DeploymentPanel />
      </Suspense>
    </SettingsScreen>
  );
}
