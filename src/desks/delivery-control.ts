import type { Conversation } from '../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../core/source.ts';
import { remoteInterruptKey } from '../core/scoped-keys.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { ExecutingControl } from './desk.ts';
import type { ResumeDelivery } from './desk-ports.ts';

/**
 * What the operator can do about an executing call of a remote thread whose answers go out in one delivery:
 * Retry the answer that carries the call when it was not sent or a reload left it perhaps sent, otherwise Stop
 * while a run of the thread goes on in this tab (`runGoing`), otherwise nothing.
 */
export function deliveryControl(
  conversation: Conversation | undefined,
  delivery: ResumeDelivery | undefined,
  call: Pick<ToolCall, 'interrupt'>,
  runGoing: boolean,
): ExecutingControl {
  const source = conversation ? sourceOf(conversation) : undefined;
  const carried =
    source && isRemoteSource(source) && call.interrupt && delivery
      ? delivery.interruptKeys.includes(remoteInterruptKey(source, call.interrupt))
      : false;
  if (carried && delivery?.status === 'failed') return 'retry-failed';
  if (carried && delivery?.status === 'unconfirmed') return 'retry-unconfirmed';
  return runGoing ? 'stop' : 'none';
}
