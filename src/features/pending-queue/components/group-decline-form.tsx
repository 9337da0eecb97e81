import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';

/** One reason for declining every call of a group; each call is declined on its own with it. */
export function GroupDeclineForm({
  count,
  onDecline,
  onCancel,
}: {
  readonly count: number;
  readonly onDecline: (reason: string) => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <form
      aria-label={`Decline all ${count} calls`}
      className="space-y-1.5 rounded-md border border-red-200 bg-red-50/60 p-2 dark:border-red-900 dark:bg-red-950/30"
      onSubmit={(event) => {
        event.preventDefault();
        onDecline(reason);
      }}
    >
      <label htmlFor={id} className="block text-[11px] font-medium text-zinc-800 dark:text-zinc-200">
        Reason{' '}
        <span className="font-normal text-zinc-600 dark:text-zinc-400">
          (optional, told to the model for each call)
        </span>
      </label>
      <input
        ref={inputRef}
        id={id}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        className="w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="danger">
          Decline {count} calls
        </Button>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
