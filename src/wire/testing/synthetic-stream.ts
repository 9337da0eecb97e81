import type { WireFormat } from '../stream-event.ts';
import { streamWriters } from './synthetic-stream-writers.ts';

const words = [
  'Reading ',
  'the ',
  'file ',
  'and ',
  'writing ',
  'a ',
  'patch ',
  '— ',
  'naïve ',
  'ok. ',
  '🚀 ',
  '\n',
];
const fileContent = 'export const value = "quoted";\n\tconsole.log(value, \'single\', `tick`);\n'.repeat(40);

/**
 * Builds one long synthetic turn of a wire format, for the benchmark: blocks of short text deltas, each
 * followed by a tool call whose arguments (a few kilobytes, escapes included) stream in 40-character
 * fragments, or arrive whole where the format sends whole calls. Grows until it reaches `targetBytes`.
 */
export function syntheticStream(format: WireFormat, targetBytes: number): Uint8Array {
  const writer = streamWriters[format];
  const parts: string[] = [writer.head];
  let size = writer.head.length;
  for (let block = 0; size < targetBytes; block++) {
    for (let word = 0; word < 20; word++) {
      const part = writer.text(words[(block + word) % words.length] as string);
      parts.push(part);
      size += part.length;
    }
    const args = JSON.stringify({
      path: `/tmp/file-${block}.txt`,
      content: fileContent,
      line: block,
      overwrite: true,
    });
    for (const part of writer.call(block, `call_${block}`, 'write_file', args)) {
      parts.push(part);
      size += part.length;
    }
  }
  parts.push(writer.tail);
  return new TextEncoder().encode(parts.join(''));
}
