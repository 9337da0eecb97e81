import type { InboxOutcome } from '../../core/inbox-outcome.ts';
import type { RemoteSource } from '../../core/source.ts';
import type { SettingsStorages } from './provider-settings-storage.ts';

/** The remote thread a tab has open: enough to open it again after a reload. Never a key or a header value. */
export interface OpenRemoteThread {
  readonly conversationId: string;
  readonly title: string;
  readonly source: RemoteSource;
}

// Session storage: each tab reopens what it had open, and another tab's choice never moves this one.
const openThreadKey = 'toolgate.openThread';
const outcomesKey = 'toolgate.inboxOutcomes';
const outcomeStatuses = new Set(['sending', 'sent', 'unconfirmed', 'decided-elsewhere', 'deleted', 'failed']);

function readJson(storages: SettingsStorages, key: string): unknown {
  try {
    return JSON.parse(storages.session?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(storages: SettingsStorages, key: string, value: unknown): void {
  try {
    if (value === undefined) storages.session?.removeItem(key);
    else storages.session?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only means a reload does not bring it back.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sourceOf(value: unknown): RemoteSource | undefined {
  if (!isRecord(value) || typeof value.threadId !== 'string') return undefined;
  if (value.kind === 'langgraph' && typeof value.deploymentId === 'string')
    return { kind: 'langgraph', deploymentId: value.deploymentId, threadId: value.threadId };
  if (value.kind === 'ai-sdk' && typeof value.routeId === 'string')
    return { kind: 'ai-sdk', routeId: value.routeId, threadId: value.threadId };
  if (value.kind === 'ag-ui' && typeof value.agentId === 'string')
    return { kind: 'ag-ui', agentId: value.agentId, threadId: value.threadId };
  return undefined;
}

/** The remote thread this tab had open before the reload, if any. */
export function readOpenThread(storages: SettingsStorages): OpenRemoteThread | undefined {
  const data = readJson(storages, openThreadKey);
  if (!isRecord(data) || typeof data.conversationId !== 'string') return undefined;
  const source = sourceOf(data.source);
  if (!source) return undefined;
  return {
    conversationId: data.conversationId,
    title: typeof data.title === 'string' ? data.title : '',
    source,
  };
}

/** Remembers the remote thread this tab has open; undefined when what is open is not a remote thread. */
export function writeOpenThread(storages: SettingsStorages, thread: OpenRemoteThread | undefined): void {
  writeJson(storages, openThreadKey, thread);
}

/** What became of threads in this tab, kept through a reload. */
export function readInboxOutcomes(storages: SettingsStorages): Readonly<Record<string, InboxOutcome>> {
  const data = readJson(storages, outcomesKey);
  if (!isRecord(data)) return {};
  const outcomes: Record<string, InboxOutcome> = {};
  for (const [threadId, outcome] of Object.entries(data)) {
    if (
      !isRecord(outcome) ||
      typeof outcome.interruptId !== 'string' ||
      typeof outcome.status !== 'string' ||
      !outcomeStatuses.has(outcome.status)
    )
      continue;
    outcomes[threadId] =
      outcome.status === 'failed'
        ? {
            status: 'failed',
            interruptId: outcome.interruptId,
            message: typeof outcome.message === 'string' ? outcome.message : '',
          }
        : ({ status: outcome.status, interruptId: outcome.interruptId } as InboxOutcome);
  }
  return outcomes;
}

/** Keeps what became of threads in this tab. */
export function writeInboxOutcomes(
  storages: SettingsStorages,
  outcomes: Readonly<Record<string, InboxOutcome>>,
): void {
  writeJson(storages, outcomesKey, Object.keys(outcomes).length > 0 ? outcomes : undefined);
}
