import type { TurnWriter } from './turn-writer.ts';

/**
 * A format's translation from framed payloads to turn writes. Framing (SSE or NDJSON) is shared; a mapper
 * sees one payload at a time: an SSE event's data with its `event:` name, or one NDJSON line.
 */
export interface WireMapper {
  payload(data: string, eventName: string | undefined): void;
  /** The body ended; the mapper closes what its format leaves open, then ends the stream on the writer. */
  end(): void;
}

/** Creates a format's mapper writing to the given turn. */
export type CreateWireMapper = (writer: TurnWriter) => WireMapper;

/**
 * Parses one payload as JSON. A payload that does not parse fails the turn: skipping it could silently drop
 * an argument fragment and leave arguments that still parse but say something else.
 */
export function parsePayload(writer: TurnWriter, data: string, label: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    const shown = data.length > 60 ? `${data.slice(0, 60)}…` : data;
    writer.fail(`malformed ${label} payload: ${JSON.stringify(shown)}`);
    return undefined;
  }
}
