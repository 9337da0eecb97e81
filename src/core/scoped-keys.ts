import type { CallInterrupt, RemoteSource } from './source.ts';
import { remoteOwnerId } from './source.ts';

/**
 * Everything that tells one remote request from another: a remote agent may reuse its interrupt ids (and its call
 * ids) in every run and every thread, so an interrupt id alone names nothing. The run is the one that raised
 * the interrupt; empty when the source does not say (a LangGraph interrupt, whose id is already unique within its
 * thread's checkpoints).
 */
export interface InterruptScope {
  readonly source: RemoteSource['kind'];
  /** The agent or deployment. */
  readonly owner: string;
  readonly threadId: string;
  readonly runId: string;
  readonly interruptId: string;
}

/** The scope of an interrupt raised in a remote source's thread. */
export function interruptScope(
  source: RemoteSource,
  interrupt: Pick<CallInterrupt, 'id' | 'runId'>,
): InterruptScope {
  return {
    source: source.kind,
    owner: remoteOwnerId(source),
    threadId: source.threadId,
    runId: interrupt.runId ?? '',
    interruptId: interrupt.id,
  };
}

/**
 * The key an interrupt's ledger entries, receipts and claims are kept under: two interrupts share it only when
 * their source, agent or deployment, thread, run and id are all the same. Each part is written as a JSON string,
 * so no id, whatever characters it holds, can pass for two parts.
 */
export function interruptKey(scope: InterruptScope): string {
  return JSON.stringify([scope.source, scope.owner, scope.threadId, scope.runId, scope.interruptId]);
}

/** The key of an interrupt raised in a remote source's thread ({@link interruptKey} of its scope). */
export function remoteInterruptKey(
  source: RemoteSource,
  interrupt: Pick<CallInterrupt, 'id' | 'runId'>,
): string {
  return interruptKey(interruptScope(source, interrupt));
}
