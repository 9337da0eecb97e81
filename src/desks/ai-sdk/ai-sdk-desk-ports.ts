import type { UIMessage } from 'ai';
import type { RemoteSource } from '../../core/source.ts';
import type { AiSdkEndpoint, ChatPostEnd, ChatRequestBody } from '../../sources/ai-sdk/ai-sdk-transport.ts';
import type { RuleRepository } from '../../tools/rule-repository.ts';
import type { AuditPort, ConversationPort, DeskClock, ResumeDelivery, ResumeLedger } from '../desk-ports.ts';

/** A conversation's source when it is a chat with an AI SDK route. */
export type AiSdkSource = Extract<RemoteSource, { readonly kind: 'ai-sdk' }>;

/** Posts a chat request and reads the answer (`postChat` in the app, a recorded route in a test). */
export type ChatPoster = (
  endpoint: AiSdkEndpoint,
  body: ChatRequestBody,
  continued: UIMessage | undefined,
  onMessage: (message: UIMessage) => void,
  signal?: AbortSignal,
) => Promise<ChatPostEnd>;

/**
 * What the AI SDK desk works with: the held conversations (the client owns the chat's messages, so they are
 * the thread), the route of a source (undefined when it is not connected), the poster, the resume ledger and
 * the audit log, the rules, the session, where each thread's delivery is shown, a save that writes the held
 * conversations at once, and the clock.
 */
export interface AiSdkDeskPorts {
  readonly conversations: ConversationPort;
  readonly routeOf: (source: AiSdkSource) => AiSdkEndpoint | undefined;
  readonly post: ChatPoster;
  readonly ledger: () => ResumeLedger;
  readonly audit: () => AuditPort;
  readonly rules: () => RuleRepository;
  readonly sessionId: () => string;
  readonly setDelivery: (conversationId: string, delivery: ResumeDelivery | undefined) => void;
  /** The delivery shown for the conversation: what its executing calls' Retry reads. */
  readonly delivery: (conversationId: string) => ResumeDelivery | undefined;
  /** Whether a request of the conversation is being read in this tab. */
  readonly setRunning: (conversationId: string, running: boolean) => void;
  /** Whether a request of the conversation is being read in this tab, as `setRunning` last showed it. */
  readonly running: (conversationId: string) => boolean;
  readonly saveNow: () => Promise<void>;
  readonly clock: DeskClock;
}
