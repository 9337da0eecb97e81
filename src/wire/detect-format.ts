import { createParser } from 'eventsource-parser';
import { createPartialJsonBuilder } from './partial-json-builder.ts';
import { asRecord, asString, type JsonRecord } from './read-json.ts';
import type { WireFormat } from './stream-event.ts';

/** How many payloads detection looks at before giving up; the first few always name the format. */
const maxPayloads = 32;
/** Detection reads only the head of a capture, so a huge capture costs no more than a small one. */
const maxHeadChars = 256 * 1024;

/**
 * Recognises the wire format of a raw capture from its first payloads: NDJSON lines with `message` or `done`
 * are Ollama; SSE payloads are told apart by their own fields (`choices`, `response.*` types, Anthropic block
 * types, `candidates`, `event_type`, upper-case AG-UI types). Returns undefined when nothing matches.
 */
export function detectFormat(text: string): WireFormat | undefined {
  const head = text.slice(0, maxHeadChars);
  const trimmed = head.trimStart();
  if (trimmed.startsWith('{')) return detectNdjson(trimmed);
  let found: WireFormat | undefined;
  let seen = 0;
  const parser = createParser({
    onEvent: (event) => {
      if (found !== undefined || seen >= maxPayloads) return;
      seen += 1;
      found = classifyPayload(event.data, event.event);
    },
  });
  // The head may end inside an event larger than itself (a first event of megabytes): ending the head with a
  // blank line dispatches what it holds of that event, whose start is read as partial JSON below.
  parser.feed(`${head}\n\n`);
  return found;
}

function detectNdjson(text: string): WireFormat | undefined {
  for (const line of text.split(/\r\n|\r|\n/, maxPayloads)) {
    const record = parseRecord(line);
    if (record !== undefined && ('message' in record || 'done' in record)) return 'ollama-api-chat';
  }
  return undefined;
}

const anthropicTypes = new Set([
  'message_start',
  'content_block_start',
  'content_block_delta',
  'content_block_stop',
  'message_delta',
  'message_stop',
]);

function classifyPayload(data: string, eventName: string | undefined): WireFormat | undefined {
  const record = parseRecord(data);
  if (record === undefined) return undefined;
  const type = asString(record.type) ?? eventName ?? '';
  if (anthropicTypes.has(type)) return 'anthropic-messages';
  if (type.startsWith('response.')) return 'openai-responses';
  if (typeof record.event_type === 'string') return 'gemini-interactions';
  if ('candidates' in record || 'usageMetadata' in record) return 'gemini-generateContent-sse';
  if ('choices' in record || record.object === 'chat.completion.chunk') return 'openai-chat';
  if (/^[A-Z][A-Z_]+$/.test(type)) return 'ag-ui';
  return undefined;
}

/**
 * The payload as a JSON object; a payload cut short (the head of a huge first event) is read as far as it goes,
 * so the members written before the cut still name the format.
 */
function parseRecord(text: string): JsonRecord | undefined {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    if (!text.trimStart().startsWith('{')) return undefined;
    const builder = createPartialJsonBuilder();
    builder.write(text);
    return builder.status() === 'partial' ? asRecord(builder.value()) : undefined;
  }
}
