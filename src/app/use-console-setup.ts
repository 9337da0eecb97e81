import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { recordPredictedInput } from '../core/message-usage.ts';
import { providerAdapters } from '../providers/create-provider-client.ts';
import { issuerId } from '../providers/provider-settings.ts';
import { useAppStore } from '../store/app-store.ts';
import type { RuleRepository } from '../tools/rule-repository.ts';
import { createRuleRepository } from '../tools/rule-repository.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import { createAppTokenCounter } from '../workers/rank-tier-source.ts';
import { createTokenMeter } from '../workers/token-meter.ts';
import type { ConsoleMeter } from './context/console-meter.ts';
import { createConsoleMeter } from './context/console-meter.ts';
import { persistedCalibration } from './context/calibration-storage.ts';
import { useMeterUpdates } from './context/use-meter-updates.ts';
import { startFixtureRunner } from './fixture-runner.ts';
import { supportTools } from './fixtures/support-tools.ts';
import { loadStartupConversation } from './load-startup-conversation.ts';
import type { StartupMode } from './startup-mode.ts';
import type { ToolCatalog } from './tool-catalog.ts';
import { catalogOf } from './tool-catalog.ts';

/** The fixture's calls were made by this model; the meter prices and sizes the window after it. */
const fixtureModel = 'anthropic:claude-sonnet-4-5';

/** Everything the console is set up with for one page load. */
export interface ConsoleSetup {
  readonly mode: StartupMode;
  readonly catalog: ToolCatalog;
  readonly rules: RuleRepository;
  readonly meter: ConsoleMeter;
}

let sharedMeter: ConsoleMeter | undefined;

/** One meter (and one worker) per page, however often the console re-renders; its calibration outlives the page. */
function pageMeter(): ConsoleMeter {
  sharedMeter ??= createConsoleMeter(
    createTokenMeter({ ...persistedCalibration(), createCounter: createAppTokenCounter }),
    // The prediction is kept on the model message beside the billed figure: the export and the audit carry both.
    (messageId, predicted) =>
      useAppStore
        .getState()
        .updateConversation((conversation) => recordPredictedInput(conversation, messageId, predicted)),
  );
  return sharedMeter;
}

/**
 * Sets the page up for its mode: the live demo over the built-in tools through the agent, or a fixture or
 * benchmark over the fixture's billing tools, decided locally.
 */
export function useConsoleSetup(mode: StartupMode): ConsoleSetup {
  const local = mode.kind !== 'demo';
  // The live demo shows the agent's own tools and rules; a fixture runs its billing tools on this page.
  const tools = useMemo(
    () =>
      local
        ? { registry: createToolRegistry(supportTools), rules: createRuleRepository() }
        : useAppStore.getState().agentTools(),
    [local],
  );
  // MCP servers add and remove tools while the page is open; the catalog follows the registry.
  const revision = useSyncExternalStore(tools.registry.subscribe, tools.registry.revision);
  // Drafts are checked by the built-in desk, against the tools it is told below (the fixture's, or the agent's).
  const catalog = useMemo(
    () => catalogOf(tools.registry, useAppStore.getState().builtInDesk().checkDraft),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the registry is the same object; its revision says it changed
    [tools, revision],
  );
  const meter = pageMeter();
  const modelId = useAppStore((state) =>
    local
      ? fixtureModel
      : state.modelSource === 'provider' && state.providerSettings
        ? state.providerSettings.model
        : 'demo',
  );

  // The demo reads the neutral request whole; a provider's request carries only the reasoning it takes back.
  const provider = useAppStore((state) =>
    !local && state.modelSource === 'provider' ? state.providerSettings : undefined,
  );
  const reach = useMemo(
    () => (provider ? providerAdapters[provider.provider].reasoningReach(issuerId(provider)) : undefined),
    [provider],
  );

  useEffect(() => {
    useAppStore.getState().setLocalDecisions(local ? tools : undefined);
    void loadStartupConversation(mode);
    if (!local) return;
    return startFixtureRunner(tools.registry);
  }, [mode, local, tools]);

  useMeterUpdates(meter, modelId, catalog.declarations, reach, provider?.provider);
  return { mode, catalog, rules: tools.rules, meter };
}
