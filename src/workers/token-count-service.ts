import {
  countPartTokens,
  partBodyTexts,
  partHeaderText,
  toolDeclarationText,
} from '../core/tokens/part-texts.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { RankCoverage } from '../core/tokens/rank-table.ts';
import type { TokenCounter } from '../core/tokens/token-counter.ts';
import type {
  CountItem,
  CountResult,
  TokenCounterRequest,
  TokenCounterResponse,
} from './token-counter-shared.ts';

interface Job {
  readonly requestId: number;
  readonly encoding: EncodingName;
  items: readonly CountItem[];
  next: number;
  /** What the loaded table must cover: the first tier; `full` for the items that waited for the rest. */
  coverage: RankCoverage;
  /** Items the first tier could not settle: counted once the full table is in. */
  readonly waiting: CountItem[];
}

/** Thrown inside a slice when an item needs the full table and only the first tier is loaded. */
class NeedsFullTable {}

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Options of a {@link TokenCountService}. */
export interface TokenCountServiceOptions {
  /** Milliseconds of counting between yields to the event loop. */
  readonly sliceMs?: number;
  /** Once idle this long after counting, the rest of each encoding used is fetched ahead of need. */
  readonly prefetchAfterMs?: number;
}

/**
 * The counting side of the worker protocol, independent of where it runs: in the worker, or in the page where
 * workers are unavailable. Work proceeds in slices of `sliceMs`, between which it yields so that cancels and
 * new requests get in; the newest request is served first, so a fresh edit is not stuck behind a recount.
 * Counting starts as soon as an encoding's first tier is in; items it cannot settle wait for the full table,
 * which is otherwise fetched once the first counts are out, so it never competes with them.
 */
export class TokenCountService {
  private readonly jobs: Job[] = [];
  private readonly used = new Set<EncodingName>();
  private running = false;
  private prefetchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly sliceMs: number;
  private readonly prefetchAfterMs: number;

  constructor(
    private readonly post: (response: TokenCounterResponse) => void,
    readonly counter: TokenCounter,
    options: TokenCountServiceOptions = {},
  ) {
    this.sliceMs = options.sliceMs ?? 30;
    this.prefetchAfterMs = options.prefetchAfterMs ?? 2_000;
  }

  /** Takes one request from the main thread. */
  handle(request: TokenCounterRequest): void {
    switch (request.type) {
      case 'preload':
        this.used.add(request.encoding);
        this.counter.load(request.encoding, 'first').then(
          () => this.schedulePrefetch(),
          () => undefined,
        );
        return;
      case 'cancel': {
        const cancelled = new Set(request.requestIds);
        for (let index = this.jobs.length - 1; index >= 0; index -= 1) {
          if (cancelled.has(this.jobs[index]!.requestId)) this.jobs.splice(index, 1);
        }
        return;
      }
      case 'count': {
        this.used.add(request.encoding);
        const job: Job = {
          requestId: request.requestId,
          encoding: request.encoding,
          items: request.items,
          next: 0,
          coverage: 'first',
          waiting: [],
        };
        this.jobs.push(job);
        // Known counts are lookups: answered at once, even while another request waits for a rank table.
        if (this.allKnown(job)) this.slice(job);
        void this.run();
      }
    }
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.prefetchTimer !== undefined) clearTimeout(this.prefetchTimer);
    try {
      while (this.jobs.length > 0) {
        const job = this.jobs[this.jobs.length - 1]!;
        try {
          // Counts already known (the built-in tools' declarations, counted at build time) need no table.
          if (!this.allKnown(job)) await this.counter.load(job.encoding, job.coverage);
        } catch (error) {
          this.finish(job);
          this.post({
            type: 'failed',
            requestId: job.requestId,
            error: `Could not load ${job.encoding}: ${error instanceof Error ? error.message : String(error)}`,
          });
          continue;
        }
        if (this.jobs[this.jobs.length - 1] !== job) continue;
        this.slice(job);
        await yieldToEvents();
      }
    } finally {
      this.running = false;
    }
    this.schedulePrefetch();
  }

  private slice(job: Job): void {
    const started = performance.now();
    const results: CountResult[] = [];
    try {
      while (job.next < job.items.length && performance.now() - started < this.sliceMs) {
        const item = job.items[job.next]!;
        job.next += 1;
        const result = this.countItem(item, job.encoding);
        if (result) results.push(result);
        else job.waiting.push(item);
      }
    } catch (error) {
      this.finish(job);
      this.post({ type: 'failed', requestId: job.requestId, error: String(error) });
      return;
    }
    if (job.next >= job.items.length && job.waiting.length > 0) {
      job.items = job.waiting.splice(0);
      job.next = 0;
      job.coverage = 'full';
    }
    const done = job.next >= job.items.length;
    if (done) this.finish(job);
    if (results.length > 0 || done) this.post({ type: 'counted', requestId: job.requestId, results, done });
  }

  private finish(job: Job): void {
    const index = this.jobs.indexOf(job);
    if (index >= 0) this.jobs.splice(index, 1);
  }

  // Idle after counting: fetch the rest of each encoding in use, so any text later counts at once.
  private schedulePrefetch(): void {
    if (this.prefetchTimer !== undefined) clearTimeout(this.prefetchTimer);
    this.prefetchTimer = setTimeout(() => {
      this.prefetchTimer = undefined;
      if (this.running) return;
      for (const encoding of this.used) this.counter.load(encoding, 'full').catch(() => undefined);
    }, this.prefetchAfterMs);
  }

  /** Whether every item still to count in `job` has its texts' counts remembered by the counter. */
  private allKnown(job: Job): boolean {
    const known = (text: string) => this.counter.isCached(text, job.encoding);
    for (let index = job.next; index < job.items.length; index += 1) {
      const item = job.items[index]!;
      const texts =
        item.kind === 'part'
          ? [...partBodyTexts(item.part), partHeaderText(item.part)]
          : [item.kind === 'text' ? item.text : toolDeclarationText(item.tool)];
      if (!texts.every(known)) return false;
    }
    return true;
  }

  /** The item's counts, or undefined when it needs the full table and only the first tier is loaded. */
  private countItem(item: CountItem, encoding: EncodingName): CountResult | undefined {
    const count = (text: string) => {
      const counted = this.counter.tryCount(text, encoding);
      if (counted === undefined) throw new NeedsFullTable();
      return counted;
    };
    try {
      switch (item.kind) {
        case 'part': {
          const counted = countPartTokens(item.part, count);
          return item.scale === undefined
            ? { key: item.key, ...counted }
            : { key: item.key, header: counted.header, body: Math.round(counted.body * item.scale) };
        }
        case 'text':
          return { key: item.key, header: 0, body: count(item.text) };
        case 'tool':
          return { key: item.key, header: 0, body: count(toolDeclarationText(item.tool)) };
      }
    } catch (error) {
      if (error instanceof NeedsFullTable) return undefined;
      throw error;
    }
  }
}
