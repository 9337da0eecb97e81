import type { Agent } from '../../agent/agent-options.ts';
import { createAgent } from '../../agent/create-agent.ts';
import type { DecisionResult } from '../../core/agent-status.ts';
import type { Conversation } from '../../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../../core/source.ts';
import type { DraftChecker } from '../../core/tool-call.ts';
import type { Desk } from '../desk.ts';
import type { BuiltInDeskPorts } from './built-in-desk-ports.ts';
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
  let built:
    | { readonly agent: Agent; readonly ports: BuiltInDeskPorts; readonly checkDraft: DraftChecker }
    | undefined;
  const loop = () => {
    if (built) return built;
    const given = ports();
    const agent = createAgent(given);
    agent.subscribe(given.onStatus);
    watchDeadlines({
      read: given.port.read,
      subscribe: given.subscribe,
      now: given.now ?? Date.now,
      // A remote thread open in the console is its desk's: this agent neither declines nor answers its calls.
      expire: () => (ownConversation(given.port.read()) ? agent.expireDeadlines() : Promise.resolve([])),
      after: given.after,
    });
    const checkDraft = builtInDraftChecker({
      registry: given.registry,
      rules: given.rules,
      read: given.port.read,
      sessionId: given.sessionId ?? 'session',
      now: given.now ?? Date.now,
    });
    built = { agent, ports: given, checkDraft };
    return built;
  };
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
    reviewOf: (_conversationId, call) => {
      const { ports: given, checkDraft } = loop();
      return reviewOfBuiltInCall(given.registry, call, checkDraft);
    },
    refresh: () => loop().agent.refresh(),
    whenIdle: () => loop().agent.whenIdle(),
  };
}
