import type { StateCreator } from 'zustand';
import { remoteDecisionEntry } from '../agent/audit-entry.ts';
import { findCall } from '../agent/conversation-queries.ts';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import type { JsonObject } from '../core/json.ts';
import type { Decision, RemoteSource } from '../core/source.ts';
import { sourceOf } from '../core/source.ts';
import type { AgUiThread } from '../sources/ag-ui/ag-ui-thread.ts';
import type { AgUiEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import { checkEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import {
  planResume,
  refuseDecision,
  settleResumedCalls,
  stageDecision,
} from '../sources/ag-ui/build-resume.ts';
import type { AgUiSlice, AgUiAgentStatus, AgUiThreadView } from './ag-ui-slice-contract.ts';
import { createRunPump, reachedOutcome, runInput, threadOf, viewOf, waitingCalls } from './ag-ui-runs.ts';
import type { AppState } from './app-state.ts';
import type { AgUiAgent } from './persistence/ag-ui-agent-storage.ts';
import {
  loadAgUiAgents,
  loadAgUiHeaders,
  saveAgUiAgents,
  saveAgUiHeaders,
} from './persistence/ag-ui-agent-storage.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { browserStorages } from './persistence/provider-settings-storage.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';
import { createAuditLog } from './persistence/audit-log.ts';

type AgUiSourceOf = Extract<RemoteSource, { readonly kind: 'ag-ui' }>;

function agUiSource(conversation: Conversation | undefined): AgUiSourceOf | undefined {
  const source = conversation ? sourceOf(conversation) : undefined;
  return source?.kind === 'ag-ui' ? source : undefined;
}

/** Creates the AG-UI slice and registers its desk, through which the console decides remote calls. */
export function createAgUiSlice(
  storagesOption?: SettingsStorages,
): StateCreator<AppState, [], [], AgUiSlice> {
  return (set, get) => {
    const storages = storagesOption ?? browserStorages();
    const now = () => Date.now();
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    const database = () => get().agentEnvironment().database;
    const ledger = () => createResumeLedger(database());
    const auditLog = () => createAuditLog(database());

    const endpointOf = (agent: AgUiAgent): AgUiEndpoint => ({
      url: agent.url,
      headers: loadAgUiHeaders(storages, agent.id),
      origin,
    });
    const agentOf = (conversation: Conversation | undefined) => {
      const source = agUiSource(conversation);
      return source ? get().agUiAgents.find((agent) => agent.id === source.agentId) : undefined;
    };
    const setView = (conversationId: string, update: (view: AgUiThreadView | undefined) => AgUiThreadView) =>
      set((state) => ({
        agUiThreads: { ...state.agUiThreads, [conversationId]: update(state.agUiThreads[conversationId]) },
      }));
    const readThread = (conversationId: string): AgUiThread | undefined => {
      const conversation = get().conversationById(conversationId);
      return conversation ? threadOf(conversation, get().agUiThreads[conversationId]) : undefined;
    };

    /** Rules keyed by agent and tool (`<agent>__<tool>`) decide newly waiting calls before the operator is asked. */
    const applyRules = async (conversationId: string, thread: AgUiThread) => {
      const agent = agentOf(thread.conversation);
      if (!agent) return;
      const rules = get().agentTools().rules;
      const fresh = waitingCalls(thread).filter((call) => !call.interrupt?.staged);
      for (const call of fresh) {
        const tool = `${agent.name}__${call.name}`;
        const verdict = await rules.decide(
          {
            source: 'ag-ui',
            tool,
            args: call.args,
            tier: 'write',
            callId: call.id,
            conversationId,
            sessionId: get().sessionId,
          },
          now(),
        );
        if (!verdict.rule || verdict.effect === 'ask') continue;
        const decision: Decision =
          verdict.effect === 'allow'
            ? { kind: 'approve', approvedArgs: call.args ?? {} }
            : {
                kind: 'decline',
                reason: `Denied by rule ${verdict.rule.number}.${verdict.rule.message ? ` ${verdict.rule.message}` : ''}`,
              };
        await decide(conversationId, call.id, decision, 'policy');
      }
    };

    const settleAudit = async (before: AgUiThread, after: AgUiThread) => {
      const audit = auditLog();
      const was = new Map(allToolCalls(before.conversation).map((call) => [call.id, call.status]));
      for (const call of allToolCalls(after.conversation)) {
        if (was.get(call.id) !== 'executing' || (call.status !== 'executed' && call.status !== 'failed'))
          continue;
        for (const entry of await audit.forCall(call.id))
          if (entry.outcome === 'running') await audit.settle(entry.id, call.status, now());
      }
    };

    const saveNow = async () => {
      await get().retrySave();
      await get().flushHeldConversations();
    };

    const pump = createRunPump({
      read: readThread,
      write: (conversationId, thread) => {
        get().updateConversationById(conversationId, () => thread.conversation);
        setView(conversationId, (previous) => viewOf(thread, previous));
      },
      applied: (conversationId, before, after) => {
        void settleAudit(before, after);
        // Saves are spaced by their cost while a run streams; a result or a run's end is written at once, so a
        // reload right after it shows it.
        if (reachedOutcome(before, after)) void saveNow();
        if (after.run.status === 'interrupted' && before.run.status !== 'interrupted')
          void applyRules(conversationId, after);
      },
      now,
    });

    const sendResume = async (
      conversationId: string,
      runId: string,
    ): Promise<{ ok: true } | { ok: false; reason: string }> => {
      const thread = readThread(conversationId);
      const agent = agentOf(thread?.conversation);
      const source = agUiSource(thread?.conversation);
      if (!thread || !agent || !source)
        return { ok: false, reason: 'The agent of this thread is no longer connected.' };
      const plan = planResume(thread.conversation, runId, now());
      if (plan.status === 'waiting') return { ok: true };
      if (plan.status === 'invalid') return { ok: false, reason: plan.reason };
      const input = runInput(thread, source.threadId, [...plan.resume]);
      const resumeId = createId('resume');
      const claim = await ledger().claim({
        id: resumeId,
        conversationId,
        interruptIds: plan.interruptIds,
        body: input as unknown as JsonObject,
        at: now(),
      });
      if (claim.status === 'already')
        return {
          ok: false,
          reason: 'These interrupts were already answered from this browser; the answer is not sent twice.',
        };
      // Recorded as sent before it leaves: the calls show their decisions, the audit log has them, and the
      // conversation is saved, so a reload from here on never sends it again.
      const at = now();
      get().updateConversationById(conversationId, (conversation) =>
        settleResumedCalls(conversation, plan.calls, at),
      );
      const audit = auditLog();
      for (const call of plan.calls) {
        const staged = call.interrupt.staged;
        const decision: Decision = staged ?? { kind: 'decline', reason: 'expired' };
        await audit.record(
          remoteDecisionEntry(
            createId('audit'),
            conversationId,
            source,
            call,
            decision,
            staged?.by ?? 'policy',
            at,
          ),
        );
      }
      await saveNow();
      return deliver(conversationId, resumeId, agent, input);
    };

    const deliver = async (
      conversationId: string,
      resumeId: string,
      agent: AgUiAgent,
      input: ReturnType<typeof runInput>,
    ): Promise<{ ok: true }> => {
      setView(conversationId, (view) => ({
        ...(view ?? viewOf(readThread(conversationId)!, undefined)),
        delivery: { status: 'sending', resumeId },
      }));
      let reached = false;
      await pump.start(conversationId, endpointOf(agent), input, {
        onFirstEvent: () => {
          reached = true;
          void ledger().settle(resumeId, { status: 'sent' });
          setView(conversationId, (view) => {
            const { delivery: _delivery, ...rest } = view!;
            return rest;
          });
        },
        onEnd: (end) => {
          if (reached || end.status === 'ended') return;
          const message =
            end.status === 'failed' ? end.failure.message : 'Stopped before the agent answered.';
          void ledger().settle(resumeId, { status: 'failed', error: message });
          setView(conversationId, (view) => ({
            ...view!,
            delivery: { status: 'failed', resumeId, message },
          }));
        },
      });
      return { ok: true };
    };

    const decide = async (
      conversationId: string,
      callId: string,
      decision: Decision,
      by: 'operator' | 'policy' = 'operator',
    ): Promise<{ ok: true } | { ok: false; reason: string }> => {
      const conversation = get().conversationById(conversationId);
      const call = conversation ? findCall(conversation, callId) : undefined;
      if (!conversation || !call) return { ok: false, reason: 'That call is not in this thread.' };
      const answered: Decision =
        decision.kind === 'approve' && !call.interrupt?.toolCallId && call.interrupt
          ? { kind: 'answer', payload: decision.approvedArgs }
          : decision;
      const refused = refuseDecision(call, answered, now());
      if (refused) return { ok: false, reason: refused };
      get().updateConversationById(conversationId, (current) =>
        stageDecision(current, callId, answered, by, now()),
      );
      // A staged decision is the operator's work: written at once, not after the spaced save, so a reload
      // right after it keeps it.
      await saveNow();
      const runId = call.interrupt?.runId;
      return runId ? sendResume(conversationId, runId) : { ok: true };
    };

    const send = async (conversationId: string, text: string) => {
      const conversation = get().conversationById(conversationId);
      const agent = agentOf(conversation);
      const source = agUiSource(conversation);
      if (!conversation || !agent || !source)
        return { ok: false as const, reason: 'The agent of this thread is no longer connected.' };
      const lock = composerLock(conversationId);
      if (lock) return { ok: false as const, reason: lock };
      const messageId = createId('msg');
      get().updateConversationById(conversationId, (current) => ({
        ...current,
        messages: [
          ...current.messages,
          {
            id: messageId,
            role: 'user',
            parts: [{ id: `${messageId}/text`, kind: 'text', pruning: 'auto', text }],
            createdAt: now(),
            status: 'complete',
          },
        ],
      }));
      const thread = readThread(conversationId)!;
      const input = runInput(thread, source.threadId);
      setView(conversationId, (view) => ({
        ...viewOf(thread, view),
        run: { status: 'running', runId: input.runId },
      }));
      await pump.start(conversationId, endpointOf(agent), input);
      return { ok: true as const };
    };

    const composerLock = (conversationId: string): string | undefined => {
      const thread = readThread(conversationId);
      if (!thread) return undefined;
      if (!agentOf(thread.conversation))
        return "This thread's agent is not connected: add it again in Agents to write to it.";
      const view = get().agUiThreads[conversationId];
      if (view?.delivery?.status === 'failed') return 'The answer to the agent was not sent: Retry it first.';
      if (view?.delivery?.status === 'unconfirmed')
        return 'The answer to the agent may have been sent before the reload: Retry it first if the agent did not act on it.';
      const waiting = allToolCalls(thread.conversation).filter(
        (call) => call.status === 'pending' && call.interrupt,
      );
      if (waiting.length > 0) {
        const decided = waiting.filter((call) => call.interrupt?.staged).length;
        return `Decide the agent's ${waiting.length} open ${waiting.length === 1 ? 'request' : 'requests'} first (${decided} decided): one answer goes back with all of them.`;
      }
      if (pump.isRunning(conversationId) || thread.run.status === 'running')
        return 'The agent is running; Stop it to write.';
      return undefined;
    };

    queueMicrotask(() =>
      get().registerSourceDesk({
        kind: 'ag-ui',
        decide: (conversationId, callId, decision) => decide(conversationId, callId, decision),
        send,
        stop: (conversationId) => pump.stop(conversationId),
        composerLock,
      }),
    );

    const checkAgent = async (agentId: string): Promise<AgUiAgentStatus> => {
      const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
      if (!agent) return { status: 'unchecked' };
      set((state) => ({ agUiAgentStatus: { ...state.agUiAgentStatus, [agentId]: { status: 'checking' } } }));
      const checked = await checkEndpoint(endpointOf(agent));
      const status: AgUiAgentStatus = checked.ok
        ? { status: 'ready' }
        : { status: 'failed', failure: checked.failure };
      set((state) => ({ agUiAgentStatus: { ...state.agUiAgentStatus, [agentId]: status } }));
      return status;
    };

    return {
      agUiAgents: loadAgUiAgents(storages),
      agUiAgentStatus: {},
      agUiThreads: {},
      async saveAgUiAgent(input) {
        const id = input.id ?? createId('agent');
        const existing = get().agUiAgents.find((agent) => agent.id === id);
        const agent: AgUiAgent = {
          id,
          name: input.name.trim(),
          url: input.url.trim(),
          headerNames: Object.keys(input.headers),
          rememberHeaders: input.rememberHeaders,
          createdAt: existing?.createdAt ?? now(),
        };
        saveAgUiHeaders(storages, id, input.headers, input.rememberHeaders);
        const agents = existing
          ? get().agUiAgents.map((entry) => (entry.id === id ? agent : entry))
          : [...get().agUiAgents, agent];
        saveAgUiAgents(storages, agents);
        set({ agUiAgents: agents });
        return { agentId: id, status: await checkAgent(id) };
      },
      checkAgUiAgent: checkAgent,
      removeAgUiAgent(agentId) {
        const agents = get().agUiAgents.filter((agent) => agent.id !== agentId);
        saveAgUiHeaders(storages, agentId, {}, false);
        saveAgUiAgents(storages, agents);
        set({ agUiAgents: agents });
      },
      async startAgUiThread(agentId, text) {
        const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
        if (!agent) return { ok: false, reason: 'That agent is no longer connected.' };
        const conversation: Conversation = {
          id: createId('conv'),
          title: `${agent.name}: ${text.length > 48 ? `${text.slice(0, 48)}…` : text}`,
          createdAt: now(),
          systemPrompt: '',
          source: { kind: 'ag-ui', agentId, threadId: createId('thread') },
          messages: [],
        };
        const opened = await get().switchConversation((previous) => {
          if (sourceOf(previous).kind !== 'built-in') get().holdConversation(previous);
          return conversation;
        });
        if (!opened.ok) return opened;
        get().selectPart(undefined);
        return send(conversation.id, text);
      },
      async recoverAgUiDeliveries() {
        const state = get();
        const conversations = [state.conversation, ...Object.values(state.backgroundConversations)];
        for (const conversation of conversations) {
          if (!agUiSource(conversation)) continue;
          const resumes = await ledger().forConversation(conversation.id);
          const last = resumes.at(-1);
          if (last?.status !== 'sending') continue;
          // This tab is sending it: it hears back by itself.
          if (pump.isRunning(conversation.id) || get().agUiThreads[conversation.id]?.delivery) continue;
          setView(conversation.id, (view) => ({
            ...(view ?? viewOf(readThread(conversation.id)!, undefined)),
            delivery: { status: 'unconfirmed', resumeId: last.id },
          }));
        }
      },
      async retryAgUiResume(conversationId) {
        const view = get().agUiThreads[conversationId];
        const agent = agentOf(get().conversationById(conversationId));
        const status = view?.delivery?.status;
        if (!view?.delivery || (status !== 'failed' && status !== 'unconfirmed') || !agent)
          return { ok: false, reason: 'There is no unsent answer to send again.' };
        const resume = await ledger().retry(view.delivery.resumeId, now());
        if (!resume) return { ok: false, reason: 'That answer is no longer waiting to be sent.' };
        return deliver(
          conversationId,
          resume.id,
          agent,
          resume.body as unknown as ReturnType<typeof runInput>,
        );
      },
      readAgUiHeaders: (agentId) => loadAgUiHeaders(storages, agentId),
    };
  };
}
