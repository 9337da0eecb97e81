import type { Rule, RuleScope } from '../../core/rules/rule.ts';
import type { RuleFormValues, ScopeContext } from './rule-form-values.ts';

const scopes: readonly { readonly kind: RuleScope['kind']; readonly label: string }[] = [
  { kind: 'call', label: 'This call only' },
  { kind: 'conversation', label: 'This conversation' },
  { kind: 'session', label: 'This session' },
  { kind: 'always', label: 'Always' },
];

const input =
  'rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950';

/**
 * Where and how long a rule applies: its scope (a scope the editor has nothing to tie to, no call or no
 * conversation, is offered only when the rule already has it), its expiry, and a deadline to decide with what
 * happens then.
 */
export function ApplicationFields({
  values,
  existing,
  context,
  onChange,
}: {
  readonly values: RuleFormValues;
  readonly existing: Rule | undefined;
  readonly context: ScopeContext;
  readonly onChange: (patch: Partial<RuleFormValues>) => void;
}) {
  const canConfirmFor = (scope: RuleScope['kind']) =>
    scope === 'call' ? !!context.callId : scope === 'conversation' ? !!context.conversationId : true;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-xs font-medium">
        Applies to
        <select
          value={values.scope}
          onChange={(event) => onChange({ scope: event.target.value as RuleScope['kind'] })}
          className={input}
        >
          {scopes.map(({ kind, label }) => (
            <option key={kind} value={kind} disabled={!canConfirmFor(kind) && existing?.scope.kind !== kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Expires
        <select
          value={values.expiry}
          onChange={(event) => onChange({ expiry: event.target.value as RuleFormValues['expiry'] })}
          className={input}
        >
          {existing?.expiresAt !== undefined ? (
            <option value="keep">{new Date(existing.expiresAt).toLocaleString('en-GB')}</option>
          ) : null}
          <option value="never">Never</option>
          <option value="1">In 1 hour</option>
          <option value="8">In 8 hours</option>
          <option value="24">In 1 day</option>
          <option value="168">In 7 days</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Deadline to decide (seconds)
        <input
          inputMode="numeric"
          placeholder="none"
          value={values.deadlineSeconds}
          onChange={(event) => onChange({ deadlineSeconds: event.target.value })}
          className={`${input} w-28`}
        />
      </label>
      {values.deadlineSeconds.trim() ? (
        <>
          <label className="flex flex-col gap-1 text-xs font-medium">
            Then
            <select
              value={values.deadlineThen}
              onChange={(event) => onChange({ deadlineThen: event.target.value as 'decline' | 'notify' })}
              className={input}
            >
              <option value="decline">Decline, telling the model</option>
              <option value="notify">Keep waiting, notify again</option>
            </select>
          </label>
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium">
            Deadline message
            <input
              value={values.deadlineMessage}
              onChange={(event) => onChange({ deadlineMessage: event.target.value })}
              className={input}
            />
          </label>
        </>
      ) : null}
    </div>
  );
}
