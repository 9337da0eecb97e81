import type { DecisionResult } from '../core/agent-status.ts';
import type { Desk } from '../desks/desk.ts';

/**
 * A desk as the store's registry holds it: every remote source's desk decides, takes messages, stops, locks the
 * composer, settles after a reload and says what its review offers (`desks/desk.ts`). The store routes the
 * console's actions to the desk of the open conversation's source, so features never know which source a call
 * came from.
 */
export type SourceDesk = Desk & {
  /** Sends again, with the same body, an answer that failed or that a reload left perhaps sent. */
  readonly retry?: (conversationId: string) => Promise<DecisionResult>;
};
