/**
 * `npm run assemble -- [--format NAME] FILE`: assembles a raw provider capture (`-` for standard input) into
 * the turn a supervisor would see, printed as JSON in the wire fixtures' `*.expected.json` shape plus `errors`.
 * Exits 0 with the turn, or 1 with a one-line reason when the capture is unreadable or unrecognised.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { assembleCapture } from '../src/wire/assemble-turn.ts';
import { detectFormat } from '../src/wire/detect-format.ts';
import { isWireFormat, wireFormats, type WireFormat } from '../src/wire/stream-event.ts';

/** What the command touches outside itself, so that tests can run it in-process. */
export interface AssembleIo {
  readonly readFile: (path: string) => Promise<Uint8Array>;
  readonly readStdin: () => Promise<Uint8Array>;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

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

/** Runs the command; resolves to the exit code. */
export async function runAssemble(args: readonly string[], io: AssembleIo): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed === 'help') {
    io.out(`${usage}\n`);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`assemble: ${parsed.error}\n`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = parsed.file === '-' ? await io.readStdin() : await io.readFile(parsed.file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.err(`assemble: cannot read ${parsed.file}: ${reason.split('\n')[0]}\n`);
    return 1;
  }
  const format = parsed.format ?? detectFormat(new TextDecoder().decode(bytes));
  if (format === undefined) {
    const shown = parsed.file === '-' ? 'standard input' : parsed.file;
    io.err(
      `assemble: could not recognise the wire format of ${shown}; pass --format (${wireFormats.join(', ')})\n`,
    );
    return 1;
  }
  io.out(`${JSON.stringify(assembleCapture(bytes, format), null, 2)}\n`);
  return 0;
}

const nodeIo: AssembleIo = {
  readFile: async (path) => new Uint8Array(await readFile(path)),
  readStdin: async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Uint8Array);
    return new Uint8Array(Buffer.concat(chunks));
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runAssemble(process.argv.slice(2), nodeIo).then((code) => {
    process.exitCode = code;
  });
}
