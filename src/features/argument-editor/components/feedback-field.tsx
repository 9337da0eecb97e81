import { useAppStore } from '../../../store/app-store.ts';
import { selectFeedbackDraft } from '../../../store/selectors.ts';

/** The operator's note to the model about this call, sent with the decision. */
export function FeedbackField({ callId }: { readonly callId: string }) {
  const feedback = useAppStore(selectFeedbackDraft(callId));
  const setFeedbackDraft = useAppStore((state) => state.setFeedbackDraft);
  const id = `${callId}-feedback`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-zinc-800 dark:text-zinc-200">
        Feedback to the model <span className="font-normal text-zinc-600 dark:text-zinc-400">(optional)</span>
      </label>
      <textarea
        id={id}
        rows={2}
        value={feedback}
        placeholder="A note to the model about this call"
        onChange={(event) => setFeedbackDraft(callId, event.target.value)}
        className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-500"
      />
    </div>
  );
}
