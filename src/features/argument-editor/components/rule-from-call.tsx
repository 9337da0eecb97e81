import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EditedRule } from '../../../components/rule-editor/rule-editor.tsx';
import { RuleEditor } from '../../../components/rule-editor/rule-editor.tsx';
import { newRuleValues } from '../../../components/rule-editor/rule-form-values.ts';
import { proposeConditions } from '../../../core/rules/propose-rule.ts';
import type { Rule } from '../../../core/rules/rule.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';

/**
 * The rule proposed from a pending call, editable before saving: its tool and the arguments that identify it.
 * Saving stores the rule, then approves (allow) or declines (deny) this call as well.
 */
export function RuleFromCall({
  call,
  effect,
  onDone,
  onCancel,
}: {
  readonly call: ToolCall;
  readonly effect: 'allow' | 'deny';
  readonly onDone: (rule: Rule) => void;
  readonly onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const conversationId = useAppStore((state) => state.conversation.id);
  const sessionId = useAppStore((state) => state.sessionId);
  const initial = useMemo(() => {
    const values = newRuleValues(
      effect,
      call.name,
      proposeConditions(call.args ? effectiveArgs(call) : null, effect),
    );
    return { ...values, sources: ['built-in' as const], scope: 'session' as const };
  }, [call, effect]);
  const destructiveTools = useMemo(
    () =>
      useAppStore
        .getState()
        .agentTools()
        .registry.list()
        .filter((tool) => tool.tier === 'destructive')
        .map((tool) => tool.name),
    [],
  );
  const context = useMemo(
    () => ({ sessionId, conversationId, callId: call.id }),
    [sessionId, conversationId, call.id],
  );

  const save = async (rule: EditedRule) => {
    const state = useAppStore.getState();
    const saved = await state.agentTools().rules.add(rule);
    await queryClient.invalidateQueries({ queryKey: ['rules'] });
    onDone(saved);
  };

  return (
    <section
      aria-label={effect === 'allow' ? 'Rule to allow calls like this' : 'Rule to deny calls like this'}
      className="rounded-md border border-teal-200 bg-teal-50/40 p-2 dark:border-teal-900 dark:bg-teal-950/20"
    >
      <h5 className="mb-2 text-xs font-semibold">
        {effect === 'allow'
          ? 'Allow calls like this: the rule is saved, then this call runs'
          : 'Deny calls like this: the rule is saved, then this call is declined'}
      </h5>
      <RuleEditor
        initial={initial}
        context={context}
        destructiveTools={destructiveTools}
        saveLabel={effect === 'allow' ? 'Save rule and approve' : 'Save rule and decline'}
        onSave={save}
        onCancel={onCancel}
      />
    </section>
  );
}
