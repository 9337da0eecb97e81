import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxInputBytes, runAssemble, type AssembleIo } from './assemble.ts';

const fixtures = join(import.meta.dirname, '..', 'src', 'wire', '__fixtures__');
const chatFixture = join(fixtures, 'openai-chat', 'text-then-tool.sse');

async function run(
  args: readonly string[],
  stdin: string | AsyncIterable<Uint8Array> = '',
  limits?: { readonly maxInputBytes: number },
) {
  let out = '';
  let err = '';
  const io: AssembleIo = {
    openFile: (path) => createReadStream(path),
    stdin: () =>
      typeof stdin === 'string'
        ? (async function* () {
            yield new TextEncoder().encode(stdin);
          })()
        : stdin,
    out: (text) => (out += text),
    err: (text) => (err += text),
  };
  const code = await runAssemble(args, io, limits);
  return { code, out, err };
}

/** An endless body of one repeated piece that counts how much of it was read. */
function endless(piece: Uint8Array) {
  const read = { bytes: 0 };
  const body = (async function* () {
    for (;;) {
      read.bytes += piece.length;
      yield piece;
    }
  })();
  return { body, read };
}

/** JSON arguments nested `depth` levels deep, as text. */
const nestedArguments = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('assemble command', () => {
  it('prints the assembled turn, detecting the format', async () => {
    const { code, out, err } = await run([chatFixture]);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(JSON.parse(out)).toMatchObject({
      format: 'openai-chat',
      text: "Let me check Lisbon's weather.",
      toolCalls: [
        {
          id: 'call_Vq3nX8kP2wL9rT5yN1bH7cJd',
          name: 'get_weather',
          arguments: { city: 'Lisbon', unit: 'celsius' },
        },
      ],
      finishReason: 'tool_calls',
      errors: [],
    });
  });

  it('reads standard input and honours --format', async () => {
    const capture = '{"message":{"content":"hi"},"done":true,"done_reason":"stop"}\n';
    for (const args of [['--format', 'ollama-api-chat', '-'], ['--format=ollama-api-chat', '-'], ['-']]) {
      const { code, out } = await run(args, capture);
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual({
        format: 'ollama-api-chat',
        text: 'hi',
        toolCalls: [],
        finishReason: 'stop',
        errors: [],
      });
    }
  });

  it('prints a turn whose stream failed with its errors, and still exits 0', async () => {
    const { code, out } = await run(
      ['--format', 'openai-chat', '-'],
      'data: {"choices":[{"delta":{"content":"a"}}]}\n\n',
    );
    expect(code).toBe(0);
    expect(JSON.parse(out).errors).toEqual(['the stream ended before the turn was finished']);
  });

  it.each([
    [['/no/such/file.sse'], /^assemble: cannot read \/no\/such\/file\.sse: .*ENOENT.*\n$/],
    [['-'], /^assemble: could not recognise the wire format of standard input; pass --format \(.+\)\n$/],
    [
      ['--format', 'carrier-pigeon', 'x'],
      /^assemble: unknown format "carrier-pigeon"; expected one of openai-chat, .+\n$/,
    ],
    [[], /^assemble: usage: npm run assemble -- \[--format .+\] FILE .+\n$/],
    [['a', 'b'], /^assemble: usage: /],
    [['--verbose', 'a'], /^assemble: unknown option --verbose; usage: /],
  ])('exits 1 with a one-line reason for %j', async (args, reason) => {
    const { code, out, err } = await run(args, 'nothing recognisable');
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toMatch(reason);
    expect(err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('stops an endless body of zeros at the event buffer cap with a clear error, having read a bounded amount', async () => {
    const { body, read } = endless(new Uint8Array(1024 * 1024));
    const { code, out, err } = await run(['--format', 'openai-chat', '-'], body);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(JSON.parse(out).errors).toEqual([
      'a single openai-chat event exceeded the buffer cap of 33554432 bytes',
    ]);
    expect(read.bytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses an endless body that never breaks the turn, naming the input limit', async () => {
    const { body, read } = endless(new TextEncoder().encode(': keep-alive\n\n'.repeat(64 * 1024)));
    const limit = 8 * 1024 * 1024;
    const { code, out, err } = await run(['--format', 'openai-chat', '-'], body, { maxInputBytes: limit });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('assemble: standard input is larger than the limit of 8 MiB; nothing was printed\n');
    expect(read.bytes).toBeLessThanOrEqual(limit + 1024 * 1024);
    expect(maxInputBytes).toBe(256 * 1024 * 1024);
  });

  it('says it cannot recognise an endless body of zeros, without reading it all', async () => {
    const { body, read } = endless(new Uint8Array(64 * 1024));
    const { code, err } = await run(['-'], body);
    expect(code).toBe(1);
    expect(err).toMatch(/^assemble: could not recognise the wire format of standard input/);
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it('prints a call whose arguments nest 5,000 deep as raw text with a clear reason, in every format', async () => {
    const chat =
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'c1', function: { name: 'f', arguments: nestedArguments(5_000) } }] } }] })}\n\n` +
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
    const deep = await run(['-'], chat);
    expect({ code: deep.code, err: deep.err }).toEqual({ code: 0, err: '' });
    expect(JSON.parse(deep.out).toolCalls).toEqual([
      {
        id: 'c1',
        name: 'f',
        arguments: null,
        rawArguments: nestedArguments(5_000),
        parseError: 'arguments nest more than 256 levels deep: shown as raw text only',
      },
    ]);
    const gemini = `data: {"candidates":[{"content":{"parts":[{"functionCall":{"name":"f","args":${nestedArguments(20_000)}}}]},"finishReason":"STOP"}]}\n\n`;
    const object = await run(['-'], gemini);
    expect(object.code).toBe(0);
    expect(JSON.parse(object.out)).toMatchObject({
      toolCalls: [{ name: 'f', arguments: null, parseError: expect.stringMatching(/nest/) }],
      errors: [],
    });
  });

  it('detects the format from the start of a first event larger than the head it reads', async () => {
    const text = 'x'.repeat(600 * 1024);
    const capture = `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text }] }, finishReason: 'STOP' }] })}\n\n`;
    const { code, out } = await run(['-'], capture);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ format: 'gemini-generateContent-sse', text, errors: [] });
  });

  // Spawning the command through npx and tsx takes seconds, many on a busy machine.
  it('runs as a command with the right exit codes', { timeout: 180_000 }, () => {
    const tsx = join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');
    const ok = spawnSync(tsx, [join(import.meta.dirname, 'assemble.ts'), chatFixture], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).format).toBe('openai-chat');
    const bad = spawnSync(tsx, [join(import.meta.dirname, 'assemble.ts'), '-'], {
      input: 'garbage',
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^assemble: could not recognise the wire format of standard input/);
  });
});
