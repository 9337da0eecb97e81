import { useState } from 'react';
import { JsonBlock, TextBlock } from '../../../components/json-block.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { isContentResult } from '../../../core/tool-content.ts';
import { declineWords, defaultResultTab, refusalSourceText } from '../call-facts.ts';
import { ContentResultView } from './content-result-view.tsx';

function errorText(call: ToolCall): string | undefined {
  switch (call.status) {
    case 'failed':
      return call.error;
    case 'refused':
      // A rule's denial already opens with who refused ("Denied by rule 2: …").
      return call.refusal.rule
        ? call.refusal.message
        : `Refused by ${refusalSourceText(call.refusal.source)}.\n${call.refusal.message}`;
    case 'declined': {
      const { lead, detail } = declineWords(call);
      return `${lead}${detail ? `: ${detail}` : '.'}`;
    }
    case 'interrupted':
      return `Interrupted: ${call.reason}`;
    default:
      return undefined;
  }
}

/** The result of a settled call in tabs: Output, Error and the raw record, opening on the one that matters. */
export function ResultTabs({ call }: { readonly call: ToolCall }) {
  const [tab, setTab] = useState<string>(() => defaultResultTab(call));
  const error = errorText(call);
  return (
    <Tabs
      label={`Result of ${call.name}`}
      selectedId={tab}
      onSelect={setTab}
      items={[
        {
          id: 'output',
          label: 'Output',
          content:
            call.status === 'executed' ? (
              isContentResult(call.result) ? (
                <ContentResultView result={call.result} />
              ) : (
                <JsonBlock value={call.result} label="Output" />
              )
            ) : (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                No output: the call did not run to completion.
              </p>
            ),
        },
        {
          id: 'error',
          label: 'Error',
          content: error ? (
            <TextBlock text={error} tone="danger" label="Error" />
          ) : (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">No error.</p>
          ),
        },
        {
          id: 'raw',
          label: 'Raw JSON',
          content: <JsonBlock value={call as never} label="Raw JSON" />,
        },
      ]}
    />
  );
}
