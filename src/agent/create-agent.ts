import { appendMessage } from '../core/conversation.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import { createId as defaultCreateId } from '../core/ids.ts';
import type { ModelRequest } from '../core/model-request.ts';
import type { Agent, AgentOptions } from './agent-options.ts';
import type { AgentStatus, DecisionResult } from '../core/agent-status.ts';
import { idleStatus } from '../core/agent-status.ts';
import type { CallRunnerContext } from './approve-and-run.ts';
import { applyCallEvent, approveAndRun } from './approve-and-run.ts';
import { findCall, lastTurnSettled, messageOfCall, openCalls } from './conversation-queries.ts';
import { createTurnDecider } from './decide-turn-calls.ts';
import { createDeclines } from './decline-pending.ts';
import { deriveStatus, type Phase } from './derive-status.ts';
import { judgeSnapshot } from './judge-snapshot.ts';
import { streamTurn } from './stream-turn.ts';

/** Default number of model turns in a row without an operator action. */
export const defaultMaxTurns = 12;

/**
 * Creates the agent loop. One turn: build the request from the effective context, stream it into the
 * conversation, check each call, run what the rules allow, leave the rest pending; when every call of the
 * turn is settled, the next turn starts. The pure modules convert; this controller only sequences them.
 */
export function createAgent(options: AgentOptions): Agent {
  const { port, registry, rules, audit } = options;
  const source = options.source ?? 'built-in';
  const sessionId = options.sessionId ?? 'session';
  const now = options.now ?? Date.now;
  const createId = options.createId ?? defaultCreateId;
  const maxTurns = options.maxTurns ?? defaultMaxTurns;
  const secrets = options.secrets ?? (() => []);
  const executions = new Map<string, AbortController>();
  const deciding = new Set<string>();
  const listeners = new Set<(status: AgentStatus) => void>();
  const tasks = new Set<Promise<unknown>>();
  let phase: Phase = { kind: 'none' };
  let status: AgentStatus = idleStatus;
  let looping = false;
  let turnController: AbortController | undefined;
  let turnsLeft = maxTurns;
  let lastError: string | undefined;
  let notice: string | undefined;

  const refresh = () => {
    const next = deriveStatus({ phase, executions, deciding, conversation: port.read(), lastError, notice });
    if (JSON.stringify(next) === JSON.stringify(status)) return;
    status = next;
    for (const listener of listeners) listener(status);
  };
  const setPhase = (next: Phase) => {
    phase = next;
    refresh();
  };
  const track = <T>(promise: Promise<T>): Promise<T> => {
    tasks.add(promise);
    void promise.finally(() => tasks.delete(promise)).catch(() => undefined);
    return promise;
  };
  const operatorActed = () => {
    turnsLeft = maxTurns;
    lastError = undefined;
    notice = undefined;
  };
  const runner: CallRunnerContext = {
    port,
    registry,
    audit,
    ...(options.claims ? { claims: options.claims } : {}),
    ...(options.storedCall ? { storedCall: options.storedCall } : {}),
    ...(options.checkpoint ? { checkpoint: options.checkpoint } : {}),
    now,
    createId,
    source,
    executions,
    secrets,
    onChange: refresh,
    judge: (name, approvedArgs, callId) =>
      judgeSnapshot(
        rules,
        {
          source,
          tool: name,
          tier: registry.get(name)?.tier ?? 'unknown',
          callId: callId ?? '',
          conversationId: port.read().id,
          sessionId,
        },
        approvedArgs,
        now(),
        'model',
      ),
  };
  const decider = createTurnDecider({
    port,
    registry,
    rules,
    source,
    sessionId,
    audit,
    now,
    createId,
    deciding,
    runner,
    onChange: refresh,
  });
  const resolveClient = () => (typeof options.client === 'function' ? options.client() : options.client);

  async function runTurns(): Promise<void> {
    if (looping) return;
    looping = true;
    const controller = new AbortController();
    turnController = controller;
    try {
      for (;;) {
        if (turnsLeft <= 0) {
          notice = `Paused after ${maxTurns} model turns in a row; send a message to let the agent go on.`;
          break;
        }
        turnsLeft -= 1;
        const conversation = port.read();
        const request: ModelRequest = {
          system: conversation.systemPrompt,
          messages: buildEffectiveContext(conversation),
          tools: registry.declarations(),
        };
        const messageId = createId('msg');
        setPhase({ kind: 'streaming', messageId });
        const outcome = await streamTurn({
          port,
          client: resolveClient(),
          request,
          signal: controller.signal,
          messageId,
          now,
          secrets: secrets(),
          assembly: {
            createPartId: () => createId('part'),
            maxDepthOf: (name) => registry.get(name)?.maxDepth,
          },
          onRetry: (waitMs, attempt, reason) =>
            setPhase({ kind: 'retrying', messageId, waitMs, attempt, reason, until: now() + waitMs }),
          onStreaming: () => setPhase({ kind: 'streaming', messageId }),
          ...(options.onLiveParts ? { onLiveParts: options.onLiveParts } : {}),
        });
        if (outcome.end === 'failed' || outcome.end === 'broken') lastError = outcome.error;
        if (outcome.end === 'failed') break;
        // After a broken or stopped stream, whole calls are checked but nothing runs without the operator.
        const autoRun = outcome.end === 'complete';
        setPhase({ kind: 'deciding', messageId });
        await decider.decide(outcome.callIds, outcome.endings, autoRun ? controller.signal : undefined);
        setPhase({ kind: 'none' });
        if (!autoRun || controller.signal.aborted || outcome.callIds.length === 0) break;
        if (!lastTurnSettled(port.read())) break;
      }
    } catch (error) {
      // A bug or a broken client must not leave the loop spinning or the operator without a word.
      lastError = `The agent stopped on an unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      looping = false;
      turnController = undefined;
      phase = { kind: 'none' };
      refresh();
    }
  }

  /** After an operator's decision: when it settled the last call of the last turn, the next turn starts. */
  function continueIfSettled(): void {
    if (!looping && lastTurnSettled(port.read())) void track(runTurns());
  }

  function streamingMessageHolds(callId: string): boolean {
    return phase.kind !== 'none' && messageOfCall(port.read(), callId)?.id === phase.messageId;
  }

  const declines = createDeclines({ runner, deciding, onSettled: continueIfSettled });

  return {
    async send(userText) {
      const text = userText.trim();
      if (!text) return { ok: false, reason: 'Write a message first.' };
      if (looping || executions.size > 0)
        return { ok: false, reason: 'The agent is busy: wait for it, or press Stop.' };
      const open = openCalls(port.read());
      if (open.length > 0) {
        return {
          ok: false,
          reason: `Decide the ${open.length === 1 ? 'pending call' : `${open.length} pending calls`} first (approve or decline).`,
        };
      }
      operatorActed();
      port.write((conversation) =>
        appendMessage(conversation, {
          id: createId('msg'),
          role: 'user',
          parts: [{ id: createId('part'), kind: 'text', pruning: 'auto', text }],
          createdAt: now(),
          status: 'complete',
        }),
      );
      await track(runTurns());
      return { ok: true };
    },
    async approve(callId, approveOptions = {}) {
      if (deciding.has(callId) || streamingMessageHolds(callId)) {
        return { ok: false, reason: 'This call is still being checked; it can be decided in a moment.' };
      }
      const run = track(
        approveAndRun(
          runner,
          callId,
          'operator',
          approveOptions.feedback,
          undefined,
          approveOptions.approvedArgs,
        ),
      );
      const { result, outcome } = await run;
      if (result.ok) operatorActed();
      if (result.ok && outcome?.kind !== 'interrupted') continueIfSettled();
      refresh();
      return result;
    },
    async decline(callId, reason) {
      if (deciding.has(callId) || streamingMessageHolds(callId)) {
        return { ok: false, reason: 'This call is still being checked; it can be decided in a moment.' };
      }
      const result = await declines.decline(callId, { by: 'operator', ...(reason ? { reason } : {}) });
      if (result.ok) operatorActed();
      return result;
    },
    expireDeadlines: declines.expireDeadlines,
    stop() {
      turnController?.abort(new DOMException('Stopped by the operator.', 'AbortError'));
      for (const [callId, controller] of executions) {
        controller.abort(new DOMException('Stopped by the operator.', 'AbortError'));
        applyCallEvent(port, callId, { type: 'interrupt', reason: 'stopped by the operator' });
      }
      refresh();
    },
    async retry(callId): Promise<DecisionResult> {
      if (!applyCallEvent(port, callId, { type: 'retry' })) {
        const call = findCall(port.read(), callId);
        return {
          ok: false,
          reason: !call
            ? `There is no tool call ${callId}.`
            : call.status === 'interrupted'
              ? 'Not retried: it may have run before it was interrupted, and a call runs once. Ask the model to call it again if it did not.'
              : `Only an interrupted or failed call can be retried; this one is ${call.status}.`,
        };
      }
      operatorActed();
      await options.claims?.release(callId);
      const run = track(decider.decide([callId], new Map(), new AbortController().signal));
      const outcomes = await run;
      if (outcomes.every((outcome) => outcome !== 'interrupted')) continueIfSettled();
      refresh();
      return { ok: true };
    },
    getStatus: () => status,
    runningCallIds: () => [...executions.keys()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    async whenIdle() {
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
  };
}
