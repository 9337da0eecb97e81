import type { Transaction } from 'dexie';
import type { Message } from '../../core/conversation.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import type { Source } from '../../core/source.ts';
import { isRemoteSource } from '../../core/source.ts';

/** A resume as stored before its interrupts were keyed by scope. */
interface UnkeyedResume {
  readonly id: string;
  readonly conversationId: string;
  readonly interruptIds: readonly string[];
  readonly interruptKeys?: readonly string[];
}

/**
 * The scoped keys of a stored resume's interrupts, from its conversation: the source names the agent or
 * deployment and thread, the calls carrying each interrupt name the run that raised it. Of several runs that
 * raised the same id, the ones whose calls were decided are those the resume answered (all of them when none
 * was). A conversation that is gone, or not remote, keys nothing: no request of it can be answered again.
 */
export function resumeKeysOf(
  source: Source | undefined,
  messages: readonly Message[],
  interruptIds: readonly string[],
): readonly string[] {
  if (!source || !isRemoteSource(source)) return [];
  const calls = messages.flatMap((message) =>
    message.parts.flatMap((part) => (part.kind === 'tool-call' && part.call.interrupt ? [part.call] : [])),
  );
  return interruptIds.flatMap((interruptId) => {
    const raising = calls.filter((call) => call.interrupt?.id === interruptId);
    const decided = raising.filter((call) => call.status !== 'pending');
    const runs = new Set((decided.length > 0 ? decided : raising).map((call) => call.interrupt?.runId));
    if (runs.size === 0) runs.add(undefined);
    return [...runs].map((runId) =>
      remoteInterruptKey(source, runId === undefined ? { id: interruptId } : { id: interruptId, runId }),
    );
  });
}

/** Gives every stored resume the scoped keys of its interrupts, worked out from its conversation. */
export async function keyStoredResumes(transaction: Transaction): Promise<void> {
  const resumes = transaction.table<UnkeyedResume, string>('resumes');
  const conversations = transaction.table<{ readonly id: string; readonly source?: Source }, string>(
    'conversations',
  );
  const chunks = transaction.table<{ readonly messages: readonly Message[] }, [string, number]>(
    'messageChunks',
  );
  for (const resume of await resumes.toArray()) {
    if (resume.interruptKeys) continue;
    const conversation = await conversations.get(resume.conversationId);
    const messages = conversation
      ? (await chunks.where('conversationId').equals(resume.conversationId).sortBy('index')).flatMap(
          (chunk) => chunk.messages,
        )
      : [];
    await resumes.put({
      ...resume,
      interruptKeys: resumeKeysOf(conversation?.source, messages, resume.interruptIds),
    });
  }
}
