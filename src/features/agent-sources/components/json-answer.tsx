import { useId, useState } from 'react';
import type { JsonValue } from '../../../core/json.ts';
import { useAppStore } from '../../../store/app-store.ts';

function parsed(text: string): { readonly payload: JsonValue } | { readonly error: string } {
  try {
    return { payload: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * An answer to a remote request written as JSON, for a request whose response schema was not kept: nothing
 * here can build a form from it, so the operator writes the payload the agent receives.
 */
export function JsonAnswer({ callId }: { readonly callId: string }) {
  const id = useId();
  const answerCall = useAppStore((state) => state.answerCall);
  const [text, setText] = useState('{"approved": true}');
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    const value = parsed(text);
    if ('error' in value) {
      setProblem(`Not sent: the answer is not valid JSON (${value.error}).`);
      return;
    }
    const result = await answerCall(callId, value.payload);
    setProblem(result.ok ? undefined : `Not sent: ${result.reason}`);
  };
  return (
    <div role="group" aria-label="Answer with JSON" className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-zinc-700 dark:text-zinc-300">
        Answer as JSON
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        spellCheck={false}
        className="w-full rounded border border-zinc-300 bg-white p-1.5 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
      />
      {problem ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => void send()}
        className="rounded border border-zinc-300 px-2 py-1 text-xs font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        Send this answer
      </button>
    </div>
  );
}
