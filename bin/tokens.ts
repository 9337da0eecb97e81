/**
 * `npm run tokens -- --model MODEL [--provider KIND [--tools FILE]] FILE`: counts the effective tokens of an
 * exported conversation (the app's export format; `-` for standard input) as the next request to MODEL would
 * carry them, and prints per-part, per-message and total figures as JSON, for token budgets in scripts and CI.
 * With `--provider`, it also counts the whole request that provider's request builder would send (framing and
 * tool declarations included; the tools from FILE, a JSON array of `{name, description, inputSchema}`) and says
 * which of its lines are exact. Exits 1 with a one-line reason when the arguments or a file are unusable.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseConversationExport } from '../src/core/conversation-export.ts';
import { ContextCostCalculator } from '../src/core/tokens/context-cost-calculator.ts';
import type { ConversationCost } from '../src/core/tokens/context-cost.ts';
import { TokenCounter } from '../src/core/tokens/token-counter.ts';
import { inputCostUsd, lookupModel } from '../src/providers/model-catalog.ts';
import { referenceRankTier } from '../src/core/tokens/reference-rank-tiers.ts';
import type { ToolDeclaration } from '../src/core/model-request.ts';
import type { ProviderKind } from '../src/providers/provider-settings.ts';
import { providerDescriptions } from '../src/providers/provider-settings.ts';
import { printable } from './printable.ts';
import { readTools, requestReport } from './request-report.ts';

/** What the command touches outside itself, so that tests can run it in-process. */
export interface TokensIo {
  readonly readFile: (path: string) => Promise<string>;
  readonly readStdin: () => Promise<string>;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const usage =
  'usage: npm run tokens -- --model MODEL [--provider KIND [--tools FILE]] FILE (- for standard input)';

type Parsed =
  | {
      readonly file: string;
      readonly model: string;
      readonly provider?: ProviderKind;
      readonly tools?: string;
    }
  | { readonly error: string }
  | 'help';

const providerKinds = Object.keys(providerDescriptions) as ProviderKind[];

function parseArgs(args: readonly string[]): Parsed {
  let model: string | undefined;
  let provider: string | undefined;
  let tools: string | undefined;
  const files: string[] = [];
  const value = (arg: string, name: string, index: number) =>
    arg === name ? args[index + 1] : arg.slice(name.length + 1);
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--model' || arg.startsWith('--model=')) {
      model = value(arg, '--model', index);
      if (arg === '--model') index += 1;
      if (!model) return { error: `--model needs a model id; ${usage}` };
    } else if (arg === '--provider' || arg.startsWith('--provider=')) {
      provider = value(arg, '--provider', index);
      if (arg === '--provider') index += 1;
      if (!provider || !providerKinds.includes(provider as ProviderKind))
        return { error: `--provider must be one of ${providerKinds.join(', ')}; ${usage}` };
    } else if (arg === '--tools' || arg.startsWith('--tools=')) {
      tools = value(arg, '--tools', index);
      if (arg === '--tools') index += 1;
      if (!tools) return { error: `--tools needs a file; ${usage}` };
    } else if (arg.startsWith('-') && arg !== '-') {
      return { error: `unknown option ${arg}; ${usage}` };
    } else files.push(arg);
  }
  if (model === undefined) return { error: `missing --model; ${usage}` };
  if (tools !== undefined && provider === undefined) return { error: `--tools needs --provider; ${usage}` };
  const [file] = files;
  if (file === undefined || files.length > 1) return { error: usage };
  return {
    file,
    model,
    ...(provider ? { provider: provider as ProviderKind } : {}),
    ...(tools ? { tools } : {}),
  };
}

/** Runs the command; resolves to the exit code. */
export async function runTokens(args: readonly string[], io: TokensIo): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed === 'help') {
    io.out(`${usage}\n`);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`tokens: ${parsed.error}\n`);
    return 1;
  }
  let text: string;
  try {
    text = parsed.file === '-' ? await io.readStdin() : await io.readFile(parsed.file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.err(`tokens: cannot read ${parsed.file}: ${reason.split('\n')[0]}\n`);
    return 1;
  }
  const imported = parseConversationExport(text);
  if (!imported.ok) {
    io.err(`tokens: ${printable(imported.error.split('\n')[0] ?? '')}\n`);
    return 1;
  }
  const model = lookupModel(parsed.model);
  if (!model.known) {
    io.err(
      `tokens: ${printable(JSON.stringify(parsed.model))} is not a model this command knows; the count uses the ` +
        `fallback encoding ${model.encoding} and is an estimate\n`,
    );
  }
  let tools: readonly ToolDeclaration[] = [];
  if (parsed.tools !== undefined) {
    const read = await readTools(parsed.tools, io);
    if (typeof read === 'string') {
      io.err(`tokens: ${printable(read)}\n`);
      return 1;
    }
    tools = read;
  }
  const counter = new TokenCounter({ loadTier: referenceRankTier });
  await counter.load(model.encoding);
  let cost: ConversationCost;
  try {
    cost = new ContextCostCalculator(counter).cost({
      conversation: imported.conversation,
      encoding: model.encoding,
    });
  } catch (error) {
    io.err(`tokens: the conversation has a malformed part: ${String(error).split('\n')[0]}\n`);
    return 1;
  }
  const { modelId, family, known, encoding, exact, contextWindow, inputPricePerMillion, pricesReadOn } =
    model;
  const report = {
    model: { id: modelId, family, known, encoding, exact, contextWindow, inputPricePerMillion, pricesReadOn },
    total: cost.breakdown.total,
    estimate: !exact,
    costUsd: inputCostUsd(model, cost.breakdown.total) ?? null,
    breakdown: cost.breakdown,
    messages: cost.messages.map(({ messageId, role, tokens, parts }, index) => ({
      messageId,
      role,
      depth: cost.messages.length - 1 - index,
      tokens,
      parts: parts.map(({ partId, kind, effectivelyPruned, header, body, tokens: partTokens }) => ({
        partId,
        kind,
        effectivelyPruned,
        header,
        body,
        tokens: partTokens,
      })),
    })),
  };
  const count = (text: string) => counter.count(text, model.encoding);
  const request = parsed.provider
    ? requestReport(imported.conversation, model, parsed.provider, tools, count)
    : undefined;
  io.out(`${JSON.stringify(request ? { ...report, request } : report, null, 2)}\n`);
  return 0;
}

const nodeIo: TokensIo = {
  readFile: (path) => readFile(path, 'utf8'),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runTokens(process.argv.slice(2), nodeIo).then((code) => {
    process.exitCode = code;
  });
}
