import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { formatWait } from '../../../core/rules/call-deadline.ts';
import type { RuleRepository } from '../../../tools/rule-repository.ts';
import { sourceDeadlineQueryOptions } from '../api/rule-queries.ts';
import type { RuleAction } from '../hooks/use-rule-actions.ts';

const input =
  'rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950';

/** The built-in agent's deadline: how long a call may wait when no rule says, and what happens then. */
export function SourceDeadlineForm({
  repository,
  onAction,
}: {
  readonly repository: RuleRepository;
  readonly onAction: (action: RuleAction) => void;
}) {
  const { data: current } = useQuery(sourceDeadlineQueryOptions(repository, 'built-in'));
  const [seconds, setSeconds] = useState('');
  const [then, setThen] = useState<'decline' | 'notify'>('notify');
  const value = Number(seconds);
  const valid = seconds.trim() !== '' && Number.isFinite(value) && value >= 1;
  return (
    <form
      aria-label="Built-in agent deadline"
      className="flex flex-wrap items-end gap-2 rounded-md border border-zinc-200 px-3 py-2 text-xs dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        onAction({
          kind: 'source-deadline',
          source: 'built-in',
          deadline: { waitMs: Math.round(value * 1_000), then },
        });
        setSeconds('');
      }}
    >
      <p className="w-full font-medium">
        Built-in agent:{' '}
        {current
          ? `calls wait ${formatWait(current.waitMs)}, then ${current.then === 'decline' ? 'are declined' : 'notify again'}, unless a rule says otherwise.`
          : 'calls wait as long as it takes, unless a rule sets a deadline.'}
      </p>
      <label className="flex flex-col gap-1">
        Wait (seconds)
        <input
          inputMode="numeric"
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
          className={`${input} w-28`}
        />
      </label>
      <label className="flex flex-col gap-1">
        Then
        <select
          value={then}
          onChange={(event) => setThen(event.target.value as 'decline' | 'notify')}
          className={input}
        >
          <option value="notify">Keep waiting, notify again</option>
          <option value="decline">Decline, telling the model</option>
        </select>
      </label>
      <Button type="submit" size="sm" disabled={!valid}>
        Set deadline
      </Button>
      {current ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAction({ kind: 'source-deadline', source: 'built-in', deadline: undefined })}
        >
          No deadline
        </Button>
      ) : null}
    </form>
  );
}
