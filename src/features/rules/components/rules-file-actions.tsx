import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { downloadText } from '../../../components/download-text.ts';
import type { Rule } from '../../../core/rules/rule.ts';
import { exportRulesFile, importRulesFile } from '../../../core/rules/rules-file.ts';
import type { ToolTierSetting } from '../../../core/rules/tool-tier-setting.ts';
import type { RuleAction } from '../hooks/use-rule-actions.ts';

/**
 * Export the rules as JSON, with the tiers given to remote tools, or import a rules file (validated; a file
 * with any problem imports nothing).
 */
export function RulesFileActions({
  rules,
  readTiers,
  onAction,
}: {
  readonly rules: readonly Rule[];
  readonly readTiers: () => Promise<readonly ToolTierSetting[]>;
  readonly onAction: (action: RuleAction) => Promise<unknown>;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ readonly ok: boolean; readonly text: string }>();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

  const onFile = async (file: File) => {
    const result = importRulesFile(await file.text(), Date.now());
    if (!result.ok) {
      setMessage({ ok: false, text: `Nothing imported from ${file.name}: ${result.error}` });
      return;
    }
    try {
      await onAction({ kind: 'import', rules: result.rules, tiers: result.tiers });
      const unconfirmed =
        result.unconfirmed > 0
          ? ` ${result.unconfirmed} allow ${result.unconfirmed === 1 ? 'rule needs' : 'rules need'} your confirmation again before ${result.unconfirmed === 1 ? 'it runs' : 'they run'} destructive tools.`
          : '';
      setMessage({
        ok: true,
        text: `Imported ${result.rules.length} ${result.rules.length === 1 ? 'rule' : 'rules'}.${unconfirmed}`,
      });
    } catch (error) {
      setMessage({
        ok: false,
        text: `Nothing imported: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        disabled={rules.length === 0}
        onClick={async () => {
          const tiers = await readTiers();
          downloadText(
            `toolgate-rules-${stamp}.json`,
            'application/json',
            exportRulesFile(rules, Date.now(), tiers),
          );
        }}
      >
        Export rules
      </Button>
      <Button size="sm" onClick={() => fileRef.current?.click()}>
        Import rules
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept="application/json,.json"
        aria-label="Rules file to import"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void onFile(file);
        }}
      />
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`w-full text-xs ${message.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
