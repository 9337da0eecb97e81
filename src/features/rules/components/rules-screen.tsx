import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AuditEntry } from '../../../core/audit-entry.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { EditedRule } from '../../../components/rule-editor/rule-editor.tsx';
import { RuleEditor } from '../../../components/rule-editor/rule-editor.tsx';
import { newRuleValues, valuesOfRule } from '../../../components/rule-editor/rule-form-values.ts';
import { TableHead } from '../../../components/table-head.tsx';
import { isExpired } from '../../../core/rules/compile-rule.ts';
import type { Rule } from '../../../core/rules/rule.ts';
import type { SafetyTier } from '../../../core/safety-tier.ts';
import type { RuleRepository } from '../../../tools/rule-repository.ts';
import { replayAuditQueryOptions, ruleMatchesQueryOptions, rulesQueryOptions } from '../api/rule-queries.ts';
import type { RuleAction } from '../hooks/use-rule-actions.ts';
import { useRuleActions } from '../hooks/use-rule-actions.ts';
import { replayCallsOf } from '../replay-calls.ts';
import { useRemoteReplayFacts } from '../hooks/use-remote-replay-facts.ts';
import { ConditionHelp } from './condition-help.tsx';
import { RuleRow } from './rule-row.tsx';
import { RulesFileActions } from './rules-file-actions.tsx';
import { ShadowReport } from './shadow-report.tsx';
import { SourceDeadlineForm } from './source-deadline-form.tsx';

/** A tool as the rules screen knows it: its name and tier. */
export interface RuleTool {
  readonly name: string;
  readonly tier: SafetyTier;
}

const noRules: readonly Rule[] = [];

/**
 * The operator's rules in list order, with how often each decided a call; create, edit, reorder, disable,
 * shadow and delete them, export and import them, and see what each shadow rule would have done on the log.
 */
export function RulesScreen({
  repository,
  tools,
  sessionId,
  readAuditLog,
}: {
  readonly repository: RuleRepository;
  readonly tools: readonly RuleTool[];
  readonly sessionId: string;
  readonly readAuditLog: () => Promise<readonly AuditEntry[]>;
}) {
  const rules = useQuery(rulesQueryOptions(repository));
  const matches = useQuery(ruleMatchesQueryOptions(repository));
  const list = rules.data ?? noRules;
  const hasShadow = list.some((rule) => rule.status === 'shadow');
  const audit = useQuery({ ...replayAuditQueryOptions(readAuditLog), enabled: hasShadow });
  const actions = useRuleActions(repository);
  const [editing, setEditing] = useState<{ readonly rule?: Rule } | undefined>();
  const destructiveTools = useMemo(
    () => tools.filter((tool) => tool.tier === 'destructive').map((tool) => tool.name),
    [tools],
  );
  const tierOf = useMemo(() => {
    const tiers = new Map(tools.map((tool) => [tool.name, tool.tier]));
    return (name: string) => tiers.get(name);
  }, [tools]);
  const remoteOf = useRemoteReplayFacts(repository);
  const replayCalls = useMemo(
    () => (audit.data ? replayCallsOf(audit.data, tierOf, remoteOf) : undefined),
    [audit.data, tierOf, remoteOf],
  );
  const now = Date.now();
  const act = (action: RuleAction) => actions.mutateAsync(action);

  const save = async (edited: EditedRule) => {
    await act(
      editing?.rule ? { kind: 'update', id: editing.rule.id, draft: edited } : { kind: 'add', draft: edited },
    );
    setEditing(undefined);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Button variant="primary" onClick={() => setEditing({})} disabled={!!editing}>
          New rule
        </Button>
        <RulesFileActions rules={list} readTiers={() => repository.toolTiers()} onAction={act} />
      </div>
      {actions.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Not saved: {actions.error.message}
        </p>
      ) : null}
      {rules.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The rules could not be read: {rules.error.message}
        </p>
      ) : null}
      {editing ? (
        <section
          aria-label={editing.rule ? `Edit rule ${editing.rule.number}` : 'New rule'}
          className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <h3 className="mb-2 text-sm font-semibold">
            {editing.rule ? `Edit rule ${editing.rule.number}` : 'New rule'}
          </h3>
          <RuleEditor
            key={editing.rule?.id ?? 'new'}
            initial={editing.rule ? valuesOfRule(editing.rule) : newRuleValues('ask')}
            context={{ sessionId }}
            {...(editing.rule ? { existing: editing.rule } : {})}
            destructiveTools={destructiveTools}
            saveLabel={editing.rule ? 'Save rule' : 'Create rule'}
            onSave={save}
            onCancel={() => setEditing(undefined)}
          />
        </section>
      ) : null}
      <SourceDeadlineForm
        repository={repository}
        onAction={(action) => void act(action).catch(() => undefined)}
      />
      {list.length === 0 ? (
        <EmptyState title={rules.isPending ? 'Reading the rules…' : 'No rules yet'}>
          Without rules, read-only tools run and every other call asks. Create one here, or from a call with
          “Approve, and allow calls like this”.
        </EmptyState>
      ) : (
        // Below `md` each rule stacks into a card instead of a table wider than the window.
        <div className="md:overflow-x-auto">
          <table className="w-full border-collapse text-sm max-md:block md:min-w-[44rem]">
            <caption className="sr-only">Rules</caption>
            <TableHead
              columns={['#', 'Rule', 'Effect', 'Status', 'Matched', 'Actions']}
              className="max-md:sr-only"
            />
            <tbody className="max-md:block">
              {list.map((rule, index) => (
                <RuleRow
                  key={rule.id}
                  rule={rule}
                  matched={matches.data?.[rule.id]?.count ?? 0}
                  first={index === 0}
                  last={index === list.length - 1}
                  expired={isExpired(rule, now)}
                  busy={actions.isPending}
                  onAction={(action) => void act(action).catch(() => undefined)}
                  onEdit={() => setEditing({ rule })}
                >
                  {rule.status === 'shadow' ? (
                    <ShadowReport rules={list} rule={rule} calls={replayCalls} sessionId={sessionId} />
                  ) : null}
                </RuleRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Deny beats ask beats allow; among rules of one effect the first in the list is named. Read-only tools
        run unless a rule asks or denies; an allow rule runs destructive tools only when confirmed twice.
      </p>
      <ConditionHelp />
    </div>
  );
}
