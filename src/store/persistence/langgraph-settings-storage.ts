import { createId } from '../../core/ids.ts';
import type { SettingsStorages } from './provider-settings-storage.ts';

/** The LangGraph deployment the team inbox reads, as remembered (the key is kept apart). */
export interface LangGraphDeploymentSettings {
  readonly url: string;
  readonly rememberKey: boolean;
}

/** Who this operator is to other operators: a display name, and an id fixed for this browser. */
export interface OperatorIdentity {
  readonly operatorId: string;
  readonly name: string;
}

const deploymentKey = 'toolgate.langgraph.deployment';
const apiKeyKey = 'toolgate.langgraph.apiKey';
const operatorKey = 'toolgate.operator';

/** The remembered deployment, if the operator connected one. */
export function loadLangGraphDeployment(storages: SettingsStorages): LangGraphDeploymentSettings | undefined {
  try {
    const data = JSON.parse(
      storages.local?.getItem(deploymentKey) ?? 'null',
    ) as Partial<LangGraphDeploymentSettings> | null;
    if (data && typeof data.url === 'string' && data.url !== '')
      return { url: data.url, rememberKey: data.rememberKey === true };
  } catch {
    // unreadable: as if none was saved
  }
  return undefined;
}

/** The deployment's API key: from this tab's session, else from the device when remembered. */
export function loadLangGraphApiKey(storages: SettingsStorages): string {
  return storages.session?.getItem(apiKeyKey) ?? storages.local?.getItem(apiKeyKey) ?? '';
}

/**
 * Saves the deployment; its key is kept as the model API key is: in this tab's session storage, or on the
 * device when `rememberKey`, never both, never in the store's state or an export.
 */
export function saveLangGraphDeployment(
  storages: SettingsStorages,
  settings: LangGraphDeploymentSettings,
  apiKey: string,
): void {
  storages.local?.setItem(deploymentKey, JSON.stringify(settings));
  const keep = settings.rememberKey ? storages.local : storages.session;
  const drop = settings.rememberKey ? storages.session : storages.local;
  drop?.removeItem(apiKeyKey);
  if (apiKey === '') keep?.removeItem(apiKeyKey);
  else keep?.setItem(apiKeyKey, apiKey);
}

/** Forgets the deployment and its key. */
export function forgetLangGraphDeployment(storages: SettingsStorages): void {
  storages.local?.removeItem(deploymentKey);
  storages.local?.removeItem(apiKeyKey);
  storages.session?.removeItem(apiKeyKey);
}

/** This operator: the saved name and id, or a fresh id (kept) and no name yet. */
export function loadOperator(storages: SettingsStorages): OperatorIdentity {
  try {
    const data = JSON.parse(
      storages.local?.getItem(operatorKey) ?? 'null',
    ) as Partial<OperatorIdentity> | null;
    if (data && typeof data.operatorId === 'string' && typeof data.name === 'string')
      return { operatorId: data.operatorId, name: data.name };
  } catch {
    // unreadable: a new identity below
  }
  const fresh = { operatorId: createId('operator'), name: '' };
  storages.local?.setItem(operatorKey, JSON.stringify(fresh));
  return fresh;
}

/** Saves the operator's display name (trimmed, at most 60 characters). */
export function saveOperatorName(storages: SettingsStorages, name: string): OperatorIdentity {
  const operator = { ...loadOperator(storages), name: name.trim().slice(0, 60) };
  storages.local?.setItem(operatorKey, JSON.stringify(operator));
  return operator;
}

/** The deployment key as a secret to keep out of what is shown and exported (eight characters or more). */
export function langGraphSecrets(storages: SettingsStorages): readonly string[] {
  const key = loadLangGraphApiKey(storages).trim();
  return key.length >= 8 ? [key] : [];
}
