import type { Agent } from '../../agent/agent-options.ts';
import { createAgent } from '../../agent/create-agent.ts';
import type { DecisionResult } from '../../core/agent-status.ts';
import type { Conversation } from '../../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../../core/source.ts';
import type { DraftChecker } from '../../core/tool-call.ts';
import type { Desk } from '../desk.ts';
import type { BuiltInDeskPorts } from './built-in-desk-ports.ts';
import type { ReviewCatalog } from './built-in-review.ts';
import { builtInDraftChecker, reviewOfBuiltInCall } from './built-in-review.ts';
import { settleReloadedRuns } from './built-in-settle.ts';
import { watchDeadlines } from './watch-deadlines.ts';

/** The built-in desk, which also retries a call, and reads the agent's status again after an outside change. */
export interface BuiltInDesk extends Desk {
  readonly kind: 'built-in';
  /** Puts an interrupted or failed call back to pending, checks it again, and lets the rules or operator decide. */
  retryCall(conversationId: string, callId: string): Promise<DecisionResult>;
  /** Reads the open conversation again into the agent's status (after a change made outside the agent). */
  refresh(): void;
  /** Resolves when nothing is streaming or running, including turns started by the last decision. */
  whenIdle(): Promise<void>;
  /**
   * The check of the operator's draft of a call of this page, against the catalog the review reads: the same
   * function for the review and for the decisions taken outside it (a key, "Approve all").
   */
  readonly checkDraft: DraftChecker;
}

const notOpen: DecisionResult = { ok: false, reason: 'Open that conversation to decide its calls.' };
const notOwn: DecisionResult = {
  ok: false,
  reason:
    'This thread’s calls run on its remote agent, not on this page: ask the agent to call the tool again.',
};

/** Whether the conversation is this page's agent's own (a remote thread's calls are never run or sent here). */
function ownConversation(conversation: Conversation): boolean {
  return !isRemoteSource(sourceOf(conversation));
}

/**
 * The desk of this page's own agent, whose tools (built-in and MCP) run in the browser. A decision is staged on
 * its call through `transitionToolCall`, made durable and recorded in the audit log, claimed so it runs once
 * across tabs, judged once more, and runs with exactly the approved snapshot; the tool's response tells the model
 * what the operator changed (`agent/approve-and-run.ts`). The agent loop, its deadline watch and its status are
 * built on first use from `ports` (the store wires the app's, a unit test its fakes); after a reload, `settle`
 * settles what was left executing from its record instead of running it again.
 */
export function createBuiltInDesk(ports: () => BuiltInDeskPorts): BuiltInDesk {
  let wiredOnce: BuiltInDeskPorts | undefined;
  // The review reads only the ports: a page that decides locally reviews without building the agent loop.
  const portsOnce = () => (wiredOnce ??= ports());
  let built: Agent | undefined;
  const loop = () => {
    if (built) return { agent: built, ports: portsOnce() };
    const wired = portsOnce();
    const agent = createAgent(wired);
    agent.subscribe(wired.onStatus);
    watchDeadlines({
      read: wired.port.read,
      subscribe: wired.subscribe,
      now: wired.now ?? Date.now,
      // A remote thread open in the console is its desk's: this agent neither declines nor answers its calls.
      expire: () => (ownConversation(wired.port.read()) ? agent.expireDeadlines() : Promise.resolve([])),
      after: wired.after,
    });
    built = agent;
    return { agent, ports: wired };
  };
  const catalog = (): ReviewCatalog => {
    const wired = portsOnce();
    return wired.reviewCatalog?.() ?? { registry: wired.registry, rules: wired.rules };
  };
  const checkDraft = builtInDraftChecker({
    catalog,
    read: () => portsOnce().port.read(),
    sessionId: () => portsOnce().sessionId ?? 'session',
    now: () => (portsOnce().now ?? Date.now)(),
  });
  /** Runs `act` on the agent once the session is back, when `conversationId` is the conversation it works on. */
  const onOpen = async (
    conversationId: string,
    act: (agent: Agent) => Promise<DecisionResult>,
  ): Promise<DecisionResult> => {
    const { agent, ports: given } = loop();
    await given.ready();
    const open = given.port.read();
    if (open.id !== conversationId) return notOpen;
    return ownConversation(open) ? act(agent) : notOwn;
  };

  return {
    kind: 'built-in',
    decide: (conversationId, callId, decision) =>
      onOpen(conversationId, (agent) => {
        switch (decision.kind) {
          case 'approve':
            return agent.approve(callId, {
              approvedArgs: decision.approvedArgs,
              ...(decision.feedback ? { feedback: decision.feedback } : {}),
            });
          case 'decline':
            return agent.decline(callId, decision.reason);
          case 'answer':
            return Promise.resolve({ ok: false, reason: 'Only a remote agent’s request takes an answer.' });
        }
      }),
    send: (conversationId, text) => onOpen(conversationId, (agent) => agent.send(text)),
    retryCall: (conversationId, callId) => onOpen(conversationId, (agent) => agent.retry(callId)),
    stop: (conversationId) => {
      const { agent, ports: given } = loop();
      const open = given.port.read();
      if (open.id === conversationId && ownConversation(open)) agent.stop();
    },
    // The agent takes a message or says why not when it is sent, and the composer keeps it with the reason.
    composerLock: () => undefined,
    async settle(conversationId) {
      const { agent, ports: given } = loop();
      await settleReloadedRuns(
        { port: given.port, runRecords: given.runRecords, audit: given.audit, now: given.now ?? Date.now },
        conversationId,
        agent.runningCallIds(),
      );
      agent.refresh();
    },
    reviewOf: (_conversationId, call) => reviewOfBuiltInCall(catalog().registry, call, checkDraft),
    checkDraft,
    // The agent's own status says whether it streams or runs, and Stop ends a call it runs.
    runGoing: () => undefined,
    executingControl: () => 'stop',
    refresh: () => loop().agent.refresh(),
    whenIdle: () => loop().agent.whenIdle(),
  };
}
