import type { DecisionResult } from '../core/agent-status.ts';
import type { Desk } from '../desks/desk.ts';

/**
 * A desk as the store's registry holds it: every desk decides, takes messages, stops and locks the composer; a
 * desk built on `desks/desk.ts` in full also settles after a reload and says what its review offers. The store
 * routes the console's actions to the desk of the open conversation's source, so features never know which
 * source a call came from.
 */
export type SourceDesk = Pick<Desk, 'kind' | 'decide' | 'send' | 'stop' | 'composerLock'> &
  Partial<Pick<Desk, 'settle' | 'reviewOf'>> & {
    /** Sends again, with the same body, an answer that failed or that a reload left perhaps sent. */
    readonly retry?: (conversationId: string) => Promise<DecisionResult>;
  };
