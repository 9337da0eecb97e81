/** What the context meter shows, whoever counts it (the tokenizer worker, or an estimate while it loads). */
export interface ContextReading {
  /** `counting` while a recount runs (after a model change or a large edit). */
  readonly status: 'counting' | 'ready';
  /** Tokens the next request carries: system, tools and the effective history. */
  readonly effectiveTokens: number;
  readonly contextWindow: number;
  readonly modelLabel: string;
  /** Cost of the next request's input, in dollars, when the model's price is known. */
  readonly costUsd?: number;
  readonly breakdown: {
    /** Where the next request's tokens go, line by line; the lines add up to `effectiveTokens`. */
    readonly lines: readonly BreakdownLine[];
    /** Tokens pruning keeps out of the request; negative when the headers are longer than the parts they replace. */
    readonly prunedSavings: number;
  };
  /** True when the count is an approximation (nothing proves it equal to the provider's). */
  readonly estimate: boolean;
  /** For an estimate: how far off it was measured to be, or that it was not measured. */
  readonly band?: string;
  /** The last request whose prompt tokens the provider reported: what was predicted for it, and what was billed. */
  readonly lastRequest?: { readonly predicted: number; readonly billed: number };
  /**
   * The count corrected by what the provider reported: its input tokens over this meter's count for the same
   * recent requests to this model (`ratio`, from `samples` requests), applied to the next request.
   */
  readonly calibrated?: {
    readonly tokens: number;
    readonly ratio: number;
    readonly samples: number;
  };
}

/** One line of the breakdown: what it is and its tokens. */
export interface BreakdownLine {
  readonly label: string;
  readonly tokens: number;
}

/** A subscribable source of readings, read with useSyncExternalStore. */
export interface ContextSource {
  subscribe(listener: () => void): () => void;
  reading(): ContextReading;
}

/** Fill level of the window, for the bar colour: under 70%, from 70%, from 90%, at or over 100%. */
export type FillLevel = 'normal' | 'high' | 'critical' | 'over';

export function fillLevel(tokens: number, window: number): FillLevel {
  if (window <= 0) return 'normal';
  const ratio = tokens / window;
  if (ratio >= 1) return 'over';
  if (ratio >= 0.9) return 'critical';
  if (ratio >= 0.7) return 'high';
  return 'normal';
}
