import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toConversationExport } from '../src/core/conversation-export.ts';
import { ContextCostCalculator } from '../src/core/tokens/context-cost-calculator.ts';
import { TokenCounter } from '../src/core/tokens/token-counter.ts';
import {
  conversationOf,
  executedCallPart,
  messageOf,
  textPart,
} from '../src/core/tokens/test-conversation.ts';
import { runTokens, type TokensIo } from './tokens.ts';
import { buildEffectiveContext } from '../src/core/effective-context.ts';
import { countRequest } from '../src/providers/request-tokens/count-request.ts';
import { referenceRankTier } from '../src/core/tokens/reference-rank-tiers.ts';

const conversation = conversationOf(
  [
    messageOf('m1', 'user', [textPart('p1', 'Count my tokens <|endoftext|> please.')]),
    messageOf('m2', 'model', [
      executedCallPart('p2', 'search_records', { entity: 'Customer' }, 'row '.repeat(300)),
    ]),
    messageOf('m3', 'model', [textPart('p3', 'Done, and this part is pruned.', 'pruned')]),
  ],
  'Be brief.',
);
const exported = JSON.stringify(toConversationExport(conversation, 0));

async function run(args: readonly string[], files: Record<string, string> = {}, stdin = '') {
  let out = '';
  let err = '';
  const io: TokensIo = {
    readFile: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return files[path]!;
    },
    readStdin: async () => stdin,
    out: (text) => (out += text),
    err: (text) => (err += text),
  };
  const code = await runTokens(args, io);
  return { code, out, err };
}

describe('tokens command', () => {
  it('prints per-part and total effective tokens as JSON', async () => {
    const { code, out, err } = await run(['--model', 'gpt-4o', 'conversation.json'], {
      'conversation.json': exported,
    });
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out);
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    await counter.load('o200k_base');
    const expected = new ContextCostCalculator(counter).cost({ conversation, encoding: 'o200k_base' });
    expect(report.total).toBe(expected.breakdown.total);
    expect(report.breakdown).toEqual(expected.breakdown);
    expect(report.model).toMatchObject({
      family: 'GPT-4o',
      encoding: 'o200k_base',
      exact: true,
      known: true,
    });
    expect(report.messages.map((message: { tokens: number }) => message.tokens)).toEqual(
      expected.messages.map((message) => message.tokens),
    );
    const pruned = report.messages[2].parts[0];
    expect(pruned).toMatchObject({ partId: 'p3', effectivelyPruned: true });
    expect(pruned.tokens).toBe(pruned.header);
  });

  it('labels estimates and reads standard input', async () => {
    const { code, out } = await run(['--model=claude-sonnet-4-5', '-'], {}, exported);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      estimate: true,
      model: { family: 'Claude Sonnet', exact: false },
    });
  });

  it.each([
    [['conversation.json'], /missing --model/],
    [['--model', 'gpt-4o'], /usage/],
    [['--model', 'gpt-4o', '--verbose', 'x'], /unknown option --verbose/],
    [['--model', 'gpt-4o', 'absent.json'], /cannot read absent.json: ENOENT/],
    [['--model', 'gpt-4o', 'bad.json'], /Not JSON/],
    [['--model', 'gpt-4o', 'other.json'], /Not a Toolgate conversation export/],
    [['--model', 'gpt-4o', 'broken-part.json'], /messages\/0\/parts\/0: the field "pruning" is missing/],
  ])('exits 1 with one line for %j', async (args, reason) => {
    const brokenPart = JSON.stringify(
      toConversationExport(
        conversationOf([messageOf('m1', 'user', [{ id: 'p1', kind: 'tool-call' } as never])]),
        0,
      ),
    );
    const files = {
      'bad.json': '{oops',
      'other.json': '{"format":"something-else"}',
      'broken-part.json': brokenPart,
    };
    const { code, out, err } = await run(args, files);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(reason);
    expect(err.trim().split('\n')).toHaveLength(1);
  });

  it('escapes control bytes from the file in its message, so they never reach the terminal raw', async () => {
    const hostile = '\u001b[2J\u001b]0;owned\u0007\u202e{';
    const { code, err } = await run(['--model', 'gpt-4o', 'hostile.json'], { 'hostile.json': hostile });
    expect(code).toBe(1);
    expect(err).toMatch(/^tokens: Not JSON/);
    expect(err).toContain('\\x1b');
    const raw = [...err.trimEnd()].filter((char) => {
      const code = char.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x202e;
    });
    expect(raw).toEqual([]);
  });

  it('says a version given as a string must be a number', async () => {
    const file = JSON.stringify({ ...JSON.parse(exported), version: '1' });
    const { code, err } = await run(['--model', 'gpt-4o', 'v.json'], { 'v.json': file });
    expect(code).toBe(1);
    expect(err).toBe('tokens: /version must be the number 1, not "1".\n');
  });

  it('says when an unknown model is counted with the fallback encoding', async () => {
    const { code, out, err } = await run(['--model', 'acme-llm-9', 'conversation.json'], {
      'conversation.json': exported,
    });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ estimate: true, model: { known: false } });
    expect(err).toMatch(
      /^tokens: "acme-llm-9" is not a model this command knows; the count uses the fallback encoding \w+ and is an estimate\n$/,
    );
    const known = await run(['--model', 'gpt-4o', 'conversation.json'], { 'conversation.json': exported });
    expect(known.err).toBe('');
  });

  // Spawning the command through tsx takes seconds, many on a busy machine; npx would add its own start.
  it('runs as a command', { timeout: 180_000 }, () => {
    const directory = mkdtempSync(join(tmpdir(), 'toolgate-tokens-'));
    const file = join(directory, 'conversation.json');
    writeFileSync(file, exported);
    const script = join(import.meta.dirname, 'tokens.ts');
    const tsx = join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');
    const ok = spawnSync(tsx, [script, '--model', 'gpt-4.1', file], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).total).toBeGreaterThan(300);
    const bad = spawnSync(tsx, [script, '--model', 'gpt-4.1', join(directory, 'missing.json')], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('tokens command, whole request', () => {
  const tools = [
    {
      name: 'search_records',
      description: 'Search records by entity.',
      inputSchema: { type: 'object', properties: { entity: { type: 'string' } }, required: ['entity'] },
    },
  ];
  const files = { 'conversation.json': exported, 'tools.json': JSON.stringify(tools) };

  it('counts the request the provider would send, tools included, and says which lines are exact', async () => {
    const { code, out, err } = await run(
      ['--model', 'gpt-4', '--provider', 'openai-chat', '--tools', 'tools.json', 'conversation.json'],
      files,
    );
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const { request } = JSON.parse(out);
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    await counter.load('cl100k_base');
    const expected = countRequest(
      { provider: 'openai-chat', model: 'gpt-4', baseUrl: 'http://localhost/v1' },
      { system: conversation.systemPrompt, tools, messages: buildEffectiveContext(conversation) },
      'tokens-command',
      (text) => counter.count(text, 'cl100k_base'),
    );
    expect(request).toMatchObject({
      provider: 'openai-chat',
      total: expected.total,
      exact: true,
      band: null,
    });
    expect(request.lines.framing).toBeGreaterThan(0);
    expect(request.lines.tools).toBeGreaterThan(0);
    expect(request.exactness).toMatchObject({
      framing: 'exact',
      tools: 'exact',
      images: 'published formula',
    });
  });

  it('labels an estimated provider with its band', async () => {
    const { code, out } = await run(
      ['--model', 'claude-sonnet-4-5', '--provider', 'anthropic-messages', 'conversation.json'],
      files,
    );
    expect(code).toBe(0);
    const { request } = JSON.parse(out);
    expect(request).toMatchObject({ exact: false, band: expect.stringMatching(/within 19%/) });
    expect(request.exactness.text).toBe('estimate');
  });

  it.each([
    [
      ['--model', 'gpt-4', '--provider', 'acme', 'conversation.json'],
      /--provider must be one of openai-chat/,
    ],
    [['--model', 'gpt-4', '--tools', 'tools.json', 'conversation.json'], /--tools needs --provider/],
    [
      ['--model', 'gpt-4', '--provider', 'openai-chat', '--tools', 'conversation.json', 'conversation.json'],
      /not a JSON array of tools/,
    ],
  ])('exits 1 with one line for %j', async (args, reason) => {
    const { code, err } = await run(args, files);
    expect(code).toBe(1);
    expect(err).toMatch(reason);
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});
