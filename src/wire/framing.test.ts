import { describe, expect, it } from 'vitest';
import { createNdjsonFraming } from './ndjson-framing.ts';
import { createSseFraming, type Framing } from './sse-framing.ts';

function collect(create: typeof createSseFraming, chunks: readonly (string | Uint8Array)[], cap = 1 << 20) {
  const payloads: [string, string | undefined][] = [];
  let overflowed = false;
  const framing: Framing = create(
    {
      payload: (data, eventName) => payloads.push([data, eventName]),
      overflow: () => (overflowed = true),
    },
    cap,
  );
  for (const chunk of chunks) framing.push(chunk);
  framing.end();
  return { payloads, overflowed };
}

describe('createSseFraming', () => {
  it('reads CRLF, CR and LF line endings, with a CR at the end of one read and its LF in the next', () => {
    const { payloads } = collect(createSseFraming, ['data: a\r', '\n\r', '\ndata: b\r\rdata: c\n\n']);
    expect(payloads).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['c', undefined],
    ]);
  });

  it('skips comments, joins multi-line data, accepts data: without its space and keeps event names', () => {
    const { payloads } = collect(createSseFraming, [
      ': ping\n\nevent: x\ndata:{"a":\ndata: 1}\n\n:keep-alive\n\n',
    ]);
    expect(payloads).toEqual([['{"a":\n1}', 'x']]);
  });

  it('holds back a UTF-8 character split across reads', () => {
    const bytes = new TextEncoder().encode('data: 🚀é\n\n');
    const { payloads } = collect(createSseFraming, [
      bytes.subarray(0, 8),
      bytes.subarray(8, 11),
      bytes.subarray(11),
    ]);
    expect(payloads).toEqual([['🚀é', undefined]]);
  });

  it('dispatches a last event without its blank line at the end', () => {
    expect(collect(createSseFraming, ['data: last']).payloads).toEqual([['last', undefined]]);
  });

  it('stops and reports an event longer than the cap', () => {
    const { payloads, overflowed } = collect(
      createSseFraming,
      [`data: ${'x'.repeat(50)}`, 'data: y\n\n'],
      20,
    );
    expect({ payloads, overflowed }).toEqual({ payloads: [], overflowed: true });
  });
});

describe('createNdjsonFraming', () => {
  it('reads one payload per non-blank line, whatever ends the line, and a last line without newline', () => {
    const { payloads } = collect(createNdjsonFraming, ['{"a":1}\r', '\n\n{"b"', ':2}\r{"c":3}\n  \n{"d":4}']);
    expect(payloads.map(([data]) => data)).toEqual(['{"a":1}', '{"b":2}', '{"c":3}', '{"d":4}']);
  });

  it('stops and reports a line longer than the cap', () => {
    const { payloads, overflowed } = collect(createNdjsonFraming, ['{"a":1}\n', 'x'.repeat(30)], 20);
    expect({ payloads, overflowed }).toEqual({ payloads: [['{"a":1}', undefined]], overflowed: true });
  });
});
