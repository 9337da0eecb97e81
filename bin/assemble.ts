/**
 * `npm run assemble -- [--format NAME] FILE`: assembles a raw provider capture (`-` for standard input) into
 * the turn a supervisor would see, printed as JSON in the wire fixtures' `*.expected.json` shape plus `errors`.
 * The capture is read and assembled a chunk at a time, up to {@link maxInputBytes}; the format is detected from
 * its head. Exits 0 with the turn, or 1 with a one-line reason when the capture is unreadable, unrecognised or
 * over the limit.
 */
import { createReadStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createTurnFolder } from '../src/wire/assemble-turn.ts';
import { formatBytes } from '../src/wire/assemble-in-chunks.ts';
import { createStreamAssembler } from '../src/wire/create-stream-assembler.ts';
import { detectFormat } from '../src/wire/detect-format.ts';
import { limitTurnDepth } from '../src/wire/limit-turn-depth.ts';
import { isWireFormat, wireFormats, type WireFormat } from '../src/wire/stream-event.ts';
import { printable } from './printable.ts';

/** What the command touches outside itself, so that tests can run it in-process. */
export interface AssembleIo {
  /** The file's bytes, in pieces. */
  readonly openFile: (path: string) => AsyncIterable<Uint8Array>;
  readonly stdin: () => AsyncIterable<Uint8Array>;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** The most the command reads: 256 MiB, far above any real turn, and a bound on what it holds in memory. */
export const maxInputBytes = 256 * 1024 * 1024;
/** How much of the head format detection needs before it decides. */
const detectionBytes = 256 * 1024;

const usage = `usage: npm run assemble -- [--format ${wireFormats.join('|')}] FILE (- for standard input)`;

type Parsed = { readonly file: string; readonly format?: WireFormat } | { readonly error: string } | 'help';

function parseArgs(args: readonly string[]): Parsed {
  let format: WireFormat | undefined;
  const files: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--format' || arg.startsWith('--format=')) {
      const name = arg === '--format' ? args[++index] : arg.slice('--format='.length);
      if (name === undefined || !isWireFormat(name)) {
        return {
          error: `unknown format ${JSON.stringify(name ?? '')}; expected one of ${wireFormats.join(', ')}`,
        };
      }
      format = name;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { error: `unknown option ${arg}; ${usage}` };
    } else files.push(arg);
  }
  const [file] = files;
  if (file === undefined || files.length > 1) return { error: usage };
  return { file, format };
}

/** Reads the capture and assembles it as it arrives; resolves to the exit code. */
async function assembleInput(
  input: AsyncIterable<Uint8Array>,
  shown: string,
  chosen: WireFormat | undefined,
  io: AssembleIo,
  limit: number,
): Promise<number> {
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let total = 0;
  let assembler: ReturnType<typeof createStreamAssembler> | undefined;
  let folder: ReturnType<typeof createTurnFolder> | undefined;
  const start = (format: WireFormat, pending: readonly Uint8Array[]): void => {
    assembler = createStreamAssembler(format);
    folder = createTurnFolder(format);
    for (const piece of pending) for (const event of assembler.push(piece)) folder.add(event);
  };
  const detect = (): WireFormat | undefined => {
    const text = new TextDecoder().decode(Buffer.concat(head));
    return detectFormat(text);
  };
  const unrecognised = (): number => {
    io.err(
      `assemble: could not recognise the wire format of ${shown}; pass --format (${wireFormats.join(', ')})\n`,
    );
    return 1;
  };
  if (chosen !== undefined) start(chosen, []);
  for await (const piece of input) {
    total += piece.length;
    if (total > limit) {
      io.err(`assemble: ${shown} is larger than the limit of ${formatBytes(limit)}; nothing was printed\n`);
      return 1;
    }
    if (assembler === undefined || folder === undefined) {
      head.push(piece);
      headBytes += piece.length;
      if (headBytes < detectionBytes) continue;
      const format = detect();
      if (format === undefined) return unrecognised();
      start(format, head);
      continue;
    }
    for (const event of assembler.push(piece)) folder.add(event);
    // A turn that is over cannot change: what follows need not be read (an endless body, /dev/zero).
    if (!assembler.accepting) break;
  }
  if (assembler === undefined || folder === undefined) {
    const format = detect();
    if (format === undefined) return unrecognised();
    start(format, head);
  }
  for (const event of assembler!.end()) folder!.add(event);
  io.out(`${JSON.stringify(limitTurnDepth(folder!.turn()), null, 2)}\n`);
  return 0;
}

/** Runs the command; resolves to the exit code. */
export async function runAssemble(
  args: readonly string[],
  io: AssembleIo,
  limits: { readonly maxInputBytes: number } = { maxInputBytes },
): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed === 'help') {
    io.out(`${usage}\n`);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`assemble: ${printable(parsed.error)}\n`);
    return 1;
  }
  const shown = parsed.file === '-' ? 'standard input' : printable(parsed.file);
  try {
    const input = parsed.file === '-' ? io.stdin() : io.openFile(parsed.file);
    return await assembleInput(input, shown, parsed.format, io, limits.maxInputBytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.err(`assemble: cannot read ${shown}: ${printable(reason.split('\n')[0] ?? '')}\n`);
    return 1;
  }
}

const nodeIo: AssembleIo = {
  openFile: (path) => createReadStream(path, { highWaterMark: 1024 * 1024 }),
  stdin: () => process.stdin,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runAssemble(process.argv.slice(2), nodeIo).then((code) => {
    process.exitCode = code;
    // Standard input may still be open (a pipe from an endless source): the answer is given, so stop.
    if (code !== 0 || process.stdin.readableEnded === false) process.stdin.destroy();
  });
}
