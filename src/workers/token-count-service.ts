import { countPartTokens, toolDeclarationText } from '../core/tokens/part-texts.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import { TokenCounter } from '../core/tokens/token-counter.ts';
import type {
  CountItem,
  CountResult,
  TokenCounterRequest,
  TokenCounterResponse,
} from './token-counter-shared.ts';

interface Job {
  readonly requestId: number;
  readonly encoding: EncodingName;
  readonly items: readonly CountItem[];
  next: number;
}

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The counting side of the worker protocol, independent of where it runs: in the worker, or in the page where
 * workers are unavailable. Work proceeds in slices of `sliceMs`, between which it yields so that cancels and
 * new requests get in; the newest request is served first, so a fresh edit is not stuck behind a recount.
 */
export class TokenCountService {
  private readonly jobs: Job[] = [];
  private running = false;

  constructor(
    private readonly post: (response: TokenCounterResponse) => void,
    private readonly sliceMs = 30,
    readonly counter = new TokenCounter(),
  ) {}

  /** Takes one request from the main thread. */
  handle(request: TokenCounterRequest): void {
    switch (request.type) {
      case 'preload':
        this.counter.load(request.encoding).catch(() => undefined);
        return;
      case 'cancel': {
        const cancelled = new Set(request.requestIds);
        for (let index = this.jobs.length - 1; index >= 0; index -= 1) {
          if (cancelled.has(this.jobs[index]!.requestId)) this.jobs.splice(index, 1);
        }
        return;
      }
      case 'count':
        this.jobs.push({
          requestId: request.requestId,
          encoding: request.encoding,
          items: request.items,
          next: 0,
        });
        void this.run();
    }
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.jobs.length > 0) {
        const job = this.jobs[this.jobs.length - 1]!;
        try {
          await this.counter.load(job.encoding);
        } catch (error) {
          this.finish(job);
          this.post({
            type: 'failed',
            requestId: job.requestId,
            error: `Could not load ${job.encoding}: ${String(error)}`,
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
  }

  private slice(job: Job): void {
    const started = performance.now();
    const results: CountResult[] = [];
    try {
      while (job.next < job.items.length && performance.now() - started < this.sliceMs) {
        results.push(this.countItem(job.items[job.next]!, job.encoding));
        job.next += 1;
      }
    } catch (error) {
      this.finish(job);
      this.post({ type: 'failed', requestId: job.requestId, error: String(error) });
      return;
    }
    const done = job.next >= job.items.length;
    if (done) this.finish(job);
    this.post({ type: 'counted', requestId: job.requestId, results, done });
  }

  private finish(job: Job): void {
    const index = this.jobs.indexOf(job);
    if (index >= 0) this.jobs.splice(index, 1);
  }

  private countItem(item: CountItem, encoding: EncodingName): CountResult {
    const count = (text: string) => this.counter.count(text, encoding);
    switch (item.kind) {
      case 'part':
        return { key: item.key, ...countPartTokens(item.part, count) };
      case 'text':
        return { key: item.key, header: 0, body: count(item.text) };
      case 'tool':
        return { key: item.key, header: 0, body: count(toolDeclarationText(item.tool)) };
    }
  }
}
