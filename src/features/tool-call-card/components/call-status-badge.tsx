import { StatusBadge } from '../../../components/status-badge.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectExecutingControl } from '../../../store/selectors.ts';

/**
 * A card's status badge. An executing remote call whose answer may not have reached its agent reads "perhaps
 * sent" or "not sent" instead of a running duration: nothing runs here to tick. Only this badge follows the
 * answer's delivery, so the card around it renders no more often than its call changes.
 */
export function CallStatusBadge({
  call,
  duration,
}: {
  readonly call: ToolCall;
  readonly duration: string | undefined;
}) {
  const control = useAppStore((state) =>
    call.interrupt && call.status === 'executing' ? selectExecutingControl(call)(state) : undefined,
  );
  const delivery =
    control === 'retry-unconfirmed' ? 'perhaps sent' : control === 'retry-failed' ? 'not sent' : undefined;
  return <StatusBadge status={call.status} duration={delivery ? undefined : duration} delivery={delivery} />;
}
