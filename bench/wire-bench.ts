/**
 * `npm run bench:wire`: the wire layer's cost against its floor, in one process.
 *
 * Assembly: for a synthetic 50 MB turn per format, the assembler's throughput against the floor measured on
 * the same bytes in the same run (the same UTF-8 decoding and framing, eventsource-parser for SSE and the
 * NDJSON line framing for Ollama, plus JSON.parse of every event, nothing else), and its cost per byte at
 * 5 MB against 50 MB. Preview: a 200 KB argument in 4,000 fragments against one JSON.parse of the final text
 * plus joining the fragments. Targets: assembly within 1.5x of the floor, per-byte cost flat within 20%,
 * preview within 150x.
 *
 * Times are CPU time, best of several interleaved runs: these machines are shared, and other processes
 * stretch wall time by whole multiples while the work done stays the same.
 */
import { JSONParser } from '@streamparser/json';
import { createParser } from 'eventsource-parser';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse as parsePartialJson } from 'partial-json';
import { createArgumentPreview } from '../src/wire/argument-preview.ts';
import { createStreamAssembler } from '../src/wire/create-stream-assembler.ts';
import { createNdjsonFraming } from '../src/wire/ndjson-framing.ts';
import { wireFormats, type WireFormat } from '../src/wire/stream-event.ts';
import { fragmentsOf } from '../src/wire/testing/synthetic-stream-writers.ts';
import { syntheticStream } from '../src/wire/testing/synthetic-stream.ts';

const megabyte = 1_000_000;
const readSize = 64 * 1024;

// A full collection before each timed run keeps one run's garbage out of the next run's time; the flag is
// set here because the npm script runs plain `tsx`.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function chunksOf(bytes: Uint8Array): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += readSize)
    chunks.push(bytes.subarray(start, start + readSize));
  return chunks;
}

/** The floor: decoding, framing and JSON.parse of every event, nothing else. */
function floor(format: WireFormat, chunks: readonly Uint8Array[]): number {
  const decoder = new TextDecoder();
  let parsed = 0;
  const parse = (data: string): void => {
    if (data !== '[DONE]' && JSON.parse(data) !== null) parsed++;
  };
  if (format === 'ollama-api-chat') {
    const framing = createNdjsonFraming({ payload: parse, overflow: () => undefined }, Infinity);
    for (const chunk of chunks) framing.push(chunk);
    framing.end();
    return parsed;
  }
  const parser = createParser({ onEvent: (event) => parse(event.data) });
  for (const chunk of chunks) parser.feed(decoder.decode(chunk, { stream: true }));
  parser.feed(`${decoder.decode()}\n\n`);
  return parsed;
}

function assemble(format: WireFormat, chunks: readonly Uint8Array[]): number {
  const assembler = createStreamAssembler(format);
  let events = 0;
  for (const chunk of chunks) events += assembler.push(chunk).length;
  const last = assembler.end();
  if (last.some((event) => event.type === 'error')) throw new Error(`${format}: the synthetic turn failed`);
  return events + last.length;
}

/**
 * CPU time of one run in milliseconds (all of the process's threads, so background garbage collection counts).
 * CPU time rather than wall time: on a shared machine other processes stretch wall time by whole multiples,
 * while the work done stays the same. A full collection first, and a pause for its background sweeping, keeps
 * one run's garbage out of the next run's time.
 */
async function time(work: () => number): Promise<number> {
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 30));
  const start = process.cpuUsage();
  if (work() < 0) throw new Error('unreachable');
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Best of `runs` runs: on a shared machine the best run is the one least disturbed by other work. */
async function best(runs: number, work: () => number): Promise<number> {
  let fastest = Infinity;
  for (let run = 0; run < runs; run++) fastest = Math.min(fastest, await time(work));
  return fastest;
}

const rounds = 7;

async function measureFormat(format: WireFormat) {
  const large = chunksOf(syntheticStream(format, 50 * megabyte));
  const largeBytes = large.reduce((sum, chunk) => sum + chunk.length, 0);
  const small = chunksOf(syntheticStream(format, 5 * megabyte));
  const smallBytes = small.reduce((sum, chunk) => sum + chunk.length, 0);
  // Ten 5 MB turns in one timed run do the same total work as one 50 MB turn, so the two per-byte costs differ
  // only by how the assembler scales with the length of one turn.
  const smallTurns = () => {
    let events = 0;
    for (let turn = 0; turn < 10; turn++) events += assemble(format, small);
    return events;
  };
  await best(2, () => assemble(format, small) + floor(format, small));
  // Interleaved rounds, so that a slow spell of the machine hits floor and assembly, small and large alike.
  let floorMs = Infinity;
  let assemblyMs = Infinity;
  let smallMs = Infinity;
  for (let round = 0; round < rounds; round++) {
    floorMs = Math.min(floorMs, await time(() => floor(format, large)));
    assemblyMs = Math.min(assemblyMs, await time(() => assemble(format, large)));
    smallMs = Math.min(smallMs, await time(smallTurns));
  }
  const perByteSmall = (smallMs * 1e6) / (10 * smallBytes);
  const perByteLarge = (assemblyMs * 1e6) / largeBytes;
  return {
    format,
    floorMBs: largeBytes / megabyte / (floorMs / 1000),
    assemblyMBs: largeBytes / megabyte / (assemblyMs / 1000),
    ratio: assemblyMs / floorMs,
    perByteSmall,
    perByteLarge,
    flatness: perByteLarge / perByteSmall - 1,
  };
}

/** Best per-run CPU time of `work`, repeated `times` times per timed run so that short runs stay measurable. */
async function bestEach(runs: number, times: number, work: () => number): Promise<number> {
  const total = await best(runs, () => {
    let result = 0;
    for (let time = 0; time < times; time++) result += work();
    return result;
  });
  return total / times;
}

async function measurePreview(label: string, value: unknown) {
  const text = JSON.stringify(value);
  const fragments = fragmentsOf(text, Math.ceil(text.length / 4000));
  const floorMs = await bestEach(7, 20, () => (JSON.parse(fragments.join('')) === null ? 0 : 1));
  const previewMs = await bestEach(7, 5, () => {
    const preview = createArgumentPreview();
    for (const fragment of fragments) {
      preview.push(fragment);
      preview.current();
    }
    return preview.status() === 'complete' ? 1 : -1;
  });
  const streamparserMs = await bestEach(3, 1, () => {
    const parser = new JSONParser({ paths: ['$'] });
    let values = 0;
    parser.onValue = () => values++;
    for (const fragment of fragments) parser.write(fragment);
    return values;
  });
  // Re-parsing the whole buffer after every fragment, timed on the first 400 fragments only and scaled by
  // the quadratic sum: the full run would take minutes.
  const sample = fragments.slice(0, 400);
  const sampleMs = await time(() => {
    let buffer = '';
    for (const fragment of sample) parsePartialJson((buffer += fragment));
    return 1;
  });
  const scale = (fragments.length * (fragments.length + 1)) / (sample.length * (sample.length + 1));
  return {
    label,
    bytes: text.length,
    fragments: fragments.length,
    floorMs,
    previewMs,
    streamparserMs,
    reparseMs: sampleMs * scale,
  };
}

const pad = (value: string, width: number) => value.padStart(width);
const fixed = (value: number, digits = 1) => value.toFixed(digits);

console.log(
  `Assembly: synthetic 50 MB turn per format, 64 KiB reads, CPU time, best of ${rounds} interleaved rounds\n`,
);
console.log(
  `${'format'.padEnd(28)}${pad('floor MB/s', 11)}${pad('asm MB/s', 10)}${pad('ratio', 8)}` +
    `${pad('ns/B 5MB', 10)}${pad('ns/B 50MB', 11)}${pad('flat', 8)}  verdict`,
);
const results: boolean[] = [];
for (const format of wireFormats) {
  const result = await measureFormat(format);
  const pass = result.ratio <= 1.5 && Math.abs(result.flatness) <= 0.2;
  console.log(
    `${format.padEnd(28)}${pad(fixed(result.floorMBs), 11)}${pad(fixed(result.assemblyMBs), 10)}` +
      `${pad(`${fixed(result.ratio, 2)}x`, 8)}${pad(fixed(result.perByteSmall, 2), 10)}${pad(fixed(result.perByteLarge, 2), 11)}` +
      `${pad(`${result.flatness >= 0 ? '+' : ''}${fixed(result.flatness * 100)}%`, 8)}  ${pass ? 'ok' : 'MISSED'}`,
  );
  results.push(pass);
}

console.log(
  '\nPreview: a 200 KB argument in 4,000 fragments (floor: join + one JSON.parse; CPU time, best of 7)\n',
);
const records = {
  rows: Array.from({ length: 3600 }, (_, i) => ({
    id: i,
    name: `row ${i}`,
    tags: ['a', 'b'],
    ok: i % 2 === 0,
  })),
};
const file = {
  path: '/src/app.ts',
  content: 'const s = "quoted\\\\path";\n\tlet n = 42; // ünïcödé\n'.repeat(4100),
};
for (const preview of [
  await measurePreview('records (structure-heavy)', records),
  await measurePreview('file (one long string)', file),
]) {
  const ratio = preview.previewMs / preview.floorMs;
  results.push(ratio <= 150);
  console.log(
    `${preview.label.padEnd(28)}${fixed(preview.bytes / 1000)} KB in ${preview.fragments} fragments: floor ${fixed(preview.floorMs, 2)} ms, ` +
      `preview ${fixed(preview.previewMs, 2)} ms = ${fixed(ratio)}x  ${ratio <= 150 ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `${''.padEnd(28)}for reference: @streamparser/json ${fixed(preview.streamparserMs / preview.floorMs)}x (whole values only), ` +
      `partial-json re-parse per fragment ~${fixed(preview.reparseMs / preview.floorMs, 0)}x (extrapolated)`,
  );
}
console.log(`\n${results.every(Boolean) ? 'All targets met.' : 'Some targets MISSED.'}`);
