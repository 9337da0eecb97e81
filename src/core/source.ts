import type { Conversation } from './conversation.ts';
import type { JsonObject, JsonValue } from './json.ts';
import type { CallTier, SafetyTier } from './safety-tier.ts';
import type { Decider, ToolCall } from './tool-call.ts';

/**
 * Who proposes a conversation's calls and who runs them. `built-in` is the agent loop of this page (it runs the
 * tools itself); the others are remote agents, whose own side runs the tools once Toolgate answers their
 * interrupts: an AG-UI agent server (one thread of one connected agent), a LangGraph deployment (one thread) or an
 * AI SDK chat route (one chat, whose messages this page holds).
 */
export type Source =
  | { readonly kind: 'built-in' }
  | { readonly kind: 'ag-ui'; readonly agentId: string; readonly threadId: string }
  | { readonly kind: 'langgraph'; readonly deploymentId: string; readonly threadId: string }
  /** A chat route built on the AI SDK: `routeId` names the connected route, `threadId` the chat's id. */
  | { readonly kind: 'ai-sdk'; readonly routeId: string; readonly threadId: string };

/** Every kind of source. */
export type SourceKind = Source['kind'];

/** A source that is not this page's agent. */
export type RemoteSource = Exclude<Source, { readonly kind: 'built-in' }>;

/** The built-in agent, the source of every conversation that names none. */
export const builtInSource: Source = { kind: 'built-in' };

/** The conversation's source: the built-in agent unless it names another. */
export function sourceOf(conversation: Pick<Conversation, 'source'>): Source {
  return conversation.source ?? builtInSource;
}

/** Whether the source runs its tools on its own side (an interrupt is answered, nothing runs here). */
export function isRemoteSource(source: Source): source is RemoteSource {
  return source.kind !== 'built-in';
}

/** The remote agent or deployment a source belongs to (the key its settings and rules are kept under). */
export function remoteOwnerId(source: RemoteSource): string {
  if (source.kind === 'ag-ui') return source.agentId;
  return source.kind === 'ai-sdk' ? source.routeId : source.deploymentId;
}

/**
 * Who proposes a thread's calls, as a notification names it: an AG-UI agent by its name (`agentNames`, by agent
 * id; its id while it is not connected), a LangGraph deployment or an AI SDK route by its URL, else this page's
 * agent.
 */
export function sourceOwnerName(source: Source, agentNames: ReadonlyMap<string, string>): string {
  if (!isRemoteSource(source)) return sourceKindLabels['built-in'];
  const owner = remoteOwnerId(source);
  return (source.kind === 'ag-ui' ? agentNames.get(owner) : undefined) ?? owner;
}

/**
 * The tier a call is handled with, on screen, by Approve all and by the confirmation. A remote agent's call (one
 * carrying an interrupt) has the tier the operator gave its tool (`remoteTierOf`), else `unknown`, handled like
 * `destructive`: its own server runs it, and no tool of this page that happens to share its name lends it a
 * tier. Any other call has its tool's tier (`tierOf`), undefined for a tool this page does not know.
 */
export function callTier(
  call: TieredCall,
  tierOf: (name: string) => SafetyTier | undefined,
  remoteTierOf: (name: string) => SafetyTier | undefined = () => undefined,
): CallTier | undefined {
  return call.interrupt ? (remoteTierOf(call.name) ?? 'unknown') : tierOf(call.name);
}

/** What {@link callTier} reads of a call. */
export interface TieredCall {
  readonly name: string;
  readonly interrupt?: CallInterrupt;
}

/** A call's tier as the console handles it ({@link callTier}), undefined for a tool this page does not know. */
export type CallTierLookup = (call: TieredCall) => CallTier | undefined;

/** How a source kind is named on screen. */
export const sourceKindLabels: Readonly<Record<SourceKind, string>> = {
  'built-in': 'Built-in agent',
  'ag-ui': 'AG-UI',
  langgraph: 'LangGraph',
  'ai-sdk': 'AI SDK',
};

/**
 * What the operator (or a rule) decided about a pending call or question, before the source turns it into its
 * own action (run the tool once, send a resume, resume a thread). `approve` carries the complete arguments that
 * were approved; `answer` is a payload for a question that is not a tool call.
 */
export type Decision =
  | { readonly kind: 'approve'; readonly approvedArgs: JsonObject; readonly feedback?: string }
  | { readonly kind: 'decline'; readonly reason?: string }
  | { readonly kind: 'answer'; readonly payload: JsonValue };

/** A decision held on an interrupt until the one resume that answers every open interrupt of a run is sent. */
export type StagedDecision = Decision & { readonly by: Decider; readonly at: number };

/**
 * A remote agent's request for the operator attached to a call: the interrupt's id (what the resume answers),
 * its reason (`tool_call`, `input_required`, a framework's own such as `mastra:tool_suspend`), the run that
 * raised it, what the response must look like, whether edited arguments may be sent, and until when it can be
 * answered. `staged` holds the decision taken but not yet sent.
 */
export interface CallInterrupt {
  readonly id: string;
  readonly reason: string;
  /** The tool call it asks approval for; absent for a question that is not about a tool call. */
  readonly toolCallId?: string;
  readonly runId?: string;
  readonly message?: string;
  /** JSON Schema the response payload must satisfy, as the agent declared it. */
  readonly responseSchema?: JsonObject;
  /**
   * Why the agent's response schema was not kept (beyond `schemaLimits`, `core/schema-bounds.ts`): the form is
   * then read-only with this reason, and the call is approved as proposed, declined or answered with JSON.
   */
  readonly schemaWithheld?: string;
  /** Whether the agent accepts edited arguments; otherwise the review is read-only and says why. */
  readonly editable: boolean;
  /** After this time (ms since 1970) the interrupt can no longer be approved; it is answered `cancelled`. */
  readonly expiresAt?: number;
  /** What the agent sent besides (framework details), kept for the resume and for debugging. */
  readonly metadata?: JsonObject;
  readonly staged?: StagedDecision;
}

/** Whether the interrupt has passed its `expiresAt` at `now`. */
export function isInterruptExpired(interrupt: Pick<CallInterrupt, 'expiresAt'>, now: number): boolean {
  return interrupt.expiresAt !== undefined && now >= interrupt.expiresAt;
}

/**
 * A remote source's call, waiting for the operator: `args` as the source sent them, nothing modified yet, and the
 * interrupt it answers. `providerId` is the id the source knows the call by, where it has one of its own.
 */
export function pendingRemoteCall(
  id: string,
  providerId: string | undefined,
  name: string,
  args: JsonObject,
  interrupt: CallInterrupt,
): ToolCall {
  return {
    id,
    ...(providerId ? { providerId } : {}),
    name,
    rawArguments: JSON.stringify(args),
    args,
    modifiedArgs: {},
    status: 'pending',
    interrupt,
  };
}

/**
 * A new, empty conversation with a remote source, titled by the agent's or route's name and the operator's first
 * message (its first 48 characters).
 */
export function newRemoteConversation(
  id: string,
  source: RemoteSource,
  ownerName: string,
  firstMessage: string,
  createdAt: number,
): Conversation {
  const shown = firstMessage.length > 48 ? `${firstMessage.slice(0, 48)}…` : firstMessage;
  return { id, title: `${ownerName}: ${shown}`, createdAt, systemPrompt: '', source, messages: [] };
}
