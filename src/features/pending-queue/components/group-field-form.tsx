import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { CallGroup } from '../../../core/call-groups.ts';
import { columnLabel, fieldPathsOf } from '../../../core/call-groups.ts';
import { currentFieldValue, parseFieldInput } from '../../../core/group-decision.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import type { GroupActions } from '../group-actions.ts';

/**
 * "Set one field for all": a field of the group's calls and a value, written into every call's draft; each
 * draft is then checked again on its own, and a call whose draft fails stays pending with the reason.
 */
export function GroupFieldForm({
  group,
  actions,
  onDone,
}: {
  readonly group: CallGroup;
  readonly actions: GroupActions;
  readonly onDone: (message: string) => void;
}) {
  const id = useId();
  const first = group.calls[0];
  const paths = first ? fieldPathsOf(effectiveArgs(first)) : [];
  const [field, setField] = useState(() => columnLabel(group.columns.at(-1) ?? paths[0] ?? []));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const path = paths.find((candidate) => columnLabel(candidate) === field);
  const count = group.calls.length;
  return (
    <form
      aria-label={`Set one field for all ${count} calls`}
      className="space-y-1.5 rounded-md border border-zinc-200 p-2 dark:border-zinc-700"
      onSubmit={(event) => {
        event.preventDefault();
        if (!path || !first) return;
        const value = parseFieldInput(text, currentFieldValue(first, path));
        setBusy(true);
        void actions
          .setField(
            group.calls.map((call) => call.id),
            path,
            value,
          )
          .finally(() => {
            setBusy(false);
            onDone(`Set ${field} in ${count} drafts; each was checked again.`);
          });
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <label
          htmlFor={`${id}-field`}
          className="flex min-w-0 flex-col text-[11px] text-zinc-700 dark:text-zinc-300"
        >
          Field
          <select
            id={`${id}-field`}
            value={field}
            onChange={(event) => setField(event.target.value)}
            className="mt-0.5 max-w-full min-w-0 rounded-md border border-zinc-300 bg-white px-1.5 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
          >
            {paths.map((candidate) => (
              <option key={columnLabel(candidate)} value={columnLabel(candidate)}>
                {columnLabel(candidate)}
              </option>
            ))}
          </select>
        </label>
        <label
          htmlFor={`${id}-value`}
          className="flex min-w-0 flex-1 basis-40 flex-col text-[11px] text-zinc-700 dark:text-zinc-300"
        >
          New value for all
          <input
            id={`${id}-value`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-0.5 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-1.5 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
          />
        </label>
        <Button type="submit" size="sm" disabled={!path || busy}>
          {busy ? 'Checking…' : `Set in ${count} drafts`}
        </Button>
      </div>
      <p className="text-[11px] text-zinc-600 dark:text-zinc-400">
        A text field takes the value as typed; other fields read it as JSON.
      </p>
    </form>
  );
}
