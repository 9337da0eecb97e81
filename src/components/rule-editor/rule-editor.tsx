import { useId, useMemo, useState } from 'react';
import { compileRule } from '../../core/rules/compile-rule.ts';
import { describeMatch } from '../../core/rules/describe-rule.ts';
import type { Rule, RuleEffect } from '../../core/rules/rule.ts';
import { ruleSources } from '../../core/rules/rule.ts';
import { TierFields } from './tier-fields.tsx';
import { compileToolPattern } from '../../core/rules/tool-pattern.ts';
import { Button } from '../button.tsx';
import { ApplicationFields } from './application-fields.tsx';
import { ConditionFields } from './condition-fields.tsx';
import type { RuleFormValues, ScopeContext } from './rule-form-values.ts';
import { blankCondition, draftOfValues } from './rule-form-values.ts';

/** A rule as the editor saves it. */
export type EditedRule = Omit<Rule, 'id' | 'number' | 'position' | 'createdAt' | 'updatedAt'>;

const effects: readonly { readonly effect: RuleEffect; readonly label: string }[] = [
  { effect: 'allow', label: 'Allow (run without asking)' },
  { effect: 'ask', label: 'Ask me' },
  { effect: 'deny', label: 'Deny (tell the model why)' },
];

const input =
  'rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950';

/**
 * Creates or edits a rule: effect, tool pattern, sources, conditions on arguments, scope, expiry, deadline and
 * shadow mode, with the rule read back in words and every problem listed before saving. An allow rule that
 * matches destructive tools lets them run only after a second, explicit confirmation.
 */
export function RuleEditor({
  initial,
  context,
  existing,
  destructiveTools,
  saveLabel,
  onSave,
  onCancel,
  now = Date.now,
}: {
  readonly initial: RuleFormValues;
  readonly context: ScopeContext;
  readonly existing?: Rule;
  /** Names of the destructive tools the console knows, to tell which ones an allow rule would cover. */
  readonly destructiveTools: readonly string[];
  readonly saveLabel: string;
  readonly onSave: (rule: EditedRule) => Promise<void> | void;
  readonly onCancel: () => void;
  readonly now?: () => number;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<RuleFormValues>) => {
    setConfirming(false);
    setValues((current) => ({ ...current, ...patch }));
  };

  const draft = useMemo(
    () => draftOfValues(values, context, now(), existing),
    [values, context, existing, now],
  );
  const problems = useMemo(() => {
    if (!draft.ok) return draft.problems;
    const compiled = compileRule({
      ...draft.draft,
      id: 'draft',
      number: 0,
      position: 0,
      createdAt: 0,
      updatedAt: 0,
    });
    return compiled.ok ? [] : compiled.problems;
  }, [draft]);
  const destructive = useMemo(() => {
    const matches = compileToolPattern(values.tool);
    return typeof matches === 'string' ? [] : destructiveTools.filter((name) => matches(name));
  }, [values.tool, destructiveTools]);
  const needsConfirmation = values.effect === 'allow' && values.allowDestructive && destructive.length > 0;

  const save = async () => {
    if (!draft.ok || problems.length > 0) return;
    if (needsConfirmation && !confirming) {
      setConfirming(true);
      return;
    }
    const confirmed = needsConfirmation
      ? { destructiveConfirmedAt: now() }
      : existing?.destructiveConfirmedAt !== undefined && values.allowDestructive && destructive.length > 0
        ? { destructiveConfirmedAt: existing.destructiveConfirmedAt }
        : {};
    setSaving(true);
    setSaveError(undefined);
    try {
      await onSave({ ...draft.draft, ...confirmed });
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={saveLabel}
      noValidate
      className="space-y-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">Effect</legend>
        {effects.map(({ effect, label }) => (
          <label key={effect} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-effect`}
              checked={values.effect === effect}
              onChange={() => set({ effect })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-medium">
          Tool (use * as a wildcard)
          <input
            value={values.tool}
            spellCheck={false}
            onChange={(event) => set({ tool: event.target.value })}
            className={`${input} w-56 font-mono`}
          />
        </label>
        <fieldset className="flex flex-wrap items-center gap-2 text-xs">
          <legend className="mb-1 font-medium">Sources (none ticked: every source)</legend>
          {ruleSources.map((source) => (
            <label key={source} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={values.sources.includes(source)}
                onChange={(event) =>
                  set({
                    sources: event.target.checked
                      ? [...values.sources, source]
                      : values.sources.filter((item) => item !== source),
                  })
                }
              />
              {source}
            </label>
          ))}
        </fieldset>
        <TierFields tiers={values.tiers} onChange={(tiers) => set({ tiers })} />
      </div>
      <div className="space-y-1.5">
        <p className="text-xs font-medium">Conditions on arguments (all must hold)</p>
        {values.conditions.map((row, index) => (
          <ConditionFields
            key={index}
            row={row}
            index={index}
            onChange={(next) =>
              set({ conditions: values.conditions.map((item, at) => (at === index ? next : item)) })
            }
            onRemove={() => set({ conditions: values.conditions.filter((_, at) => at !== index) })}
          />
        ))}
        <Button size="sm" onClick={() => set({ conditions: [...values.conditions, blankCondition] })}>
          Add condition
        </Button>
      </div>
      {values.effect === 'deny' ? (
        <label className="flex flex-col gap-1 text-xs font-medium">
          Message to the model
          <input
            value={values.message}
            placeholder="Why it is denied, and what to do instead"
            onChange={(event) => set({ message: event.target.value })}
            className={input}
          />
        </label>
      ) : null}
      <ApplicationFields values={values} existing={existing} context={context} onChange={set} />
      <label className="flex items-center gap-1.5 text-xs">
        <input
          type="checkbox"
          checked={values.shadow}
          onChange={(event) => set({ shadow: event.target.checked })}
        />
        Shadow mode: decide nothing, show what it would have done
      </label>
      {values.effect === 'allow' && destructive.length > 0 ? (
        <div className="rounded-md border border-orange-300 bg-orange-50 p-2 text-xs dark:border-orange-800 dark:bg-orange-950/40">
          <p>
            This rule matches destructive {destructive.length === 1 ? 'tool' : 'tools'}{' '}
            <span className="font-mono">{destructive.join(', ')}</span>. An allow rule never runs them without
            asking unless you confirm it separately.
          </p>
          <label className="mt-1 flex items-center gap-1.5 font-medium">
            <input
              type="checkbox"
              checked={values.allowDestructive}
              onChange={(event) => set({ allowDestructive: event.target.checked })}
            />
            Also allow destructive calls without asking
          </label>
        </div>
      ) : null}
      <p className="rounded-md bg-zinc-50 px-2 py-1 font-mono text-xs [overflow-wrap:anywhere] dark:bg-zinc-800/60">
        {values.shadow ? 'Shadow: would ' : ''}
        {values.effect} {draft.ok ? describeMatch(draft.draft) : values.tool}
      </p>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-xs text-red-700 dark:text-red-300">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {saveError ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not saved: {saveError}
        </p>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label="Confirm destructive calls"
          className="space-y-2 rounded-md border border-red-300 bg-red-50 p-2 text-xs dark:border-red-800 dark:bg-red-950/40"
        >
          <p className="font-semibold">
            Confirm: calls to {destructive.join(', ')} that match this rule will run without asking you.
          </p>
          <div className="flex gap-2">
            <Button type="submit" variant="danger" size="sm" disabled={saving}>
              Yes, allow destructive calls
            </Button>
            <Button size="sm" onClick={() => setConfirming(false)}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={problems.length > 0 || saving}>
            {saveLabel}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      )}
    </form>
  );
}
