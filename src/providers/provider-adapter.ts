import type { ModelRequest, ReasoningReach } from '../core/model-request.ts';
import type { HttpRequest } from './http/send-request.ts';
import type { ProviderKind, ProviderSettings } from './provider-settings.ts';

/** A model the provider's models endpoint lists. */
export interface ModelOption {
  readonly id: string;
  readonly label: string;
}

/**
 * What differs between providers, as pure functions: how a request and a models query look, and how the models
 * answer reads. The transport (fetch, retries, errors) is shared.
 */
export interface ProviderAdapter {
  readonly kind: ProviderKind;
  /** The streaming request for one turn. `issuer` is the client id; decorations are replayed only when it matches. */
  buildRequest(settings: ProviderSettings, request: ModelRequest, issuer: string): HttpRequest;
  /** Which reasoning parts `buildRequest` sends (and so which pruned reasoning headers): the meter counts these. */
  reasoningReach(issuer: string): ReasoningReach;
  /** The request that lists models. */
  modelsRequest(settings: ProviderSettings): HttpRequest;
  /** The models in the endpoint's answer, sorted for display. */
  parseModels(body: unknown): readonly ModelOption[];
}

/** Model ids from an OpenAI-style `{data: [{id}]}` list, sorted. */
export function modelsFromDataList(body: unknown, labelKey?: string): readonly ModelOption[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter(
      (item): item is Record<string, unknown> =>
        !!item && typeof item === 'object' && typeof item.id === 'string',
    )
    .map((item) => {
      const id = item.id as string;
      const label = labelKey && typeof item[labelKey] === 'string' ? (item[labelKey] as string) : id;
      return { id, label };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
