/** Counts one text in the encoding the request is counted in (the caller caches by content). */
export type CountText = (text: string) => number;

/**
 * The lines a request's prompt tokens split into, as the Breakdown shows them: each is a figure of its own and
 * together they are the total.
 * - `system`: the system instructions;
 * - `framing`: what each message costs besides its content (role and separator tokens, names, the tokens that
 *   prime the reply, a provider's tool-use system prompt);
 * - `tools`: the tool declarations as the provider renders them for the model;
 * - `text`, `reasoning`, `toolCalls`, `toolResults`: message content by kind (pruned parts' headers and files
 *   sent as text count as text);
 * - `images`: images, by the provider's published formula.
 */
export interface RequestLines {
  readonly system: number;
  readonly framing: number;
  readonly tools: number;
  readonly text: number;
  readonly reasoning: number;
  readonly toolCalls: number;
  readonly toolResults: number;
  readonly images: number;
}

/** The names of the {@link RequestLines}, in the order the Breakdown lists them. */
export const requestLineNames: readonly (keyof RequestLines)[] = [
  'system',
  'framing',
  'tools',
  'text',
  'reasoning',
  'toolCalls',
  'toolResults',
  'images',
];

/** The prompt tokens a request is predicted to cost, by line. */
export interface RequestCount {
  readonly lines: RequestLines;
  readonly total: number;
  /** What the count could not model exactly (parallel calls, encrypted reasoning, an image of unknown size). */
  readonly approximations: readonly string[];
}

/** An empty set of lines. */
export const noLines: RequestLines = {
  system: 0,
  framing: 0,
  tools: 0,
  text: 0,
  reasoning: 0,
  toolCalls: 0,
  toolResults: 0,
  images: 0,
};

/** Adds up lines, for a total that is their sum by construction. */
export function sumLines(lines: RequestLines): number {
  let total = 0;
  for (const name of requestLineNames) total += lines[name];
  return total;
}

/** A mutable tally that becomes a {@link RequestCount}. */
export class LineTally {
  private readonly lines: { -readonly [K in keyof RequestLines]: number } = { ...noLines };
  private readonly notes = new Set<string>();

  /** Adds `tokens` to `line`. */
  add(line: keyof RequestLines, tokens: number): void {
    this.lines[line] += tokens;
  }

  /** Notes something the count only approximates. */
  approximate(note: string): void {
    this.notes.add(note);
  }

  /** The finished count. */
  result(): RequestCount {
    const lines = { ...this.lines };
    return { lines, total: sumLines(lines), approximations: [...this.notes] };
  }
}
