import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAssemble, type AssembleIo } from './assemble.ts';

const fixtures = join(import.meta.dirname, '..', 'src', 'wire', '__fixtures__');
const chatFixture = join(fixtures, 'openai-chat', 'text-then-tool.sse');

async function run(args: readonly string[], stdin = '') {
  let out = '';
  let err = '';
  const { readFile } = await import('node:fs/promises');
  const io: AssembleIo = {
    readFile: async (path) => new Uint8Array(await readFile(path)),
    readStdin: async () => new TextEncoder().encode(stdin),
    out: (text) => (out += text),
    err: (text) => (err += text),
  };
  const code = await runAssemble(args, io);
  return { code, out, err };
}

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

  it('runs as a command with the right exit codes', () => {
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
