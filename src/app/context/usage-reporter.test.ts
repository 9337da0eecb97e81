import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../../core/conversation.ts';
import { makeConversation, makeMessage, makeTextPart } from '../../test/test-builders.ts';
import type { TokenMeter } from '../../workers/token-meter.ts';
import type { TokenMeterSnapshot } from '../../workers/token-meter-snapshot.ts';
import { createConsoleMeter } from './console-meter.ts';
import { countedSnapshot } from './meter-test-support.ts';
import { createUsageReporter } from './usage-reporter.ts';

const model = 'openai:gpt-4o';
const question = makeMessage('user', [makeTextPart('Refund order 1042', 'p_q')], 'm_q');
const answer = makeMessage('model', [makeTextPart('Looking it up', 'p_a')], 'm_a');
const streaming = makeConversation([question, answer]);
const answered = (inputTokens: number): Conversation => ({
  ...streaming,
  messages: [question, { ...answer, usage: { inputTokens } } satisfies Message],
});
const ready = countedSnapshot({ p_q: [2, 20], p_a: [3, 30] });

describe('createUsageReporter', () => {
  it('reports a message once, with the estimate of the request that produced it', () => {
    const report = vi.fn();
    const predicted = vi.fn();
    const reporter = createUsageReporter(report, predicted);
    reporter.observe(streaming, model);
    reporter.settle(ready);
    expect(report).not.toHaveBeenCalled();
    reporter.observe(answered(44), model);
    reporter.settle(ready);
    reporter.settle(ready);
    reporter.observe(answered(44), model);
    reporter.settle(ready);
    // 10 system + 5 tools + 20 for the question.
    expect(report.mock.calls).toEqual([[44, { model, estimatedTokens: 35 }]]);
    // The prediction goes beside the billed figure of the message it was made for.
    expect(predicted.mock.calls).toEqual([[answered(44).messages.at(-1)!.id, 35]]);
  });

  it('waits for the counts, and for a snapshot of the model the request went to', () => {
    const report = vi.fn();
    const reporter = createUsageReporter(report);
    reporter.observe(streaming, model);
    reporter.observe(answered(44), model);
    reporter.settle(countedSnapshot({ p_q: [2, 20] }, { pending: 1, pendingParts: new Set(['p_q']) }));
    reporter.settle({ ...ready, model: { ...ready.model, modelId: 'anthropic:claude-sonnet-4-5' } });
    expect(report).not.toHaveBeenCalled();
    reporter.settle(ready);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('forgets what waits when another conversation is opened', () => {
    const report = vi.fn();
    const reporter = createUsageReporter(report);
    reporter.observe(streaming, model);
    reporter.observe(answered(44), model);
    reporter.observe({ ...answered(44), id: 'conv_other' }, model);
    reporter.settle(ready);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('createConsoleMeter', () => {
  it('hands the meter the usage a model message gains, estimated from the meter’s own figures', () => {
    let snapshot: TokenMeterSnapshot = countedSnapshot({});
    const listeners = new Set<() => void>();
    const reportUsage = vi.fn();
    const meter = {
      update: () => {
        snapshot = ready;
        for (const listener of listeners) listener();
      },
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      snapshot: () => snapshot,
      reportUsage,
    } as unknown as TokenMeter;
    const consoleMeter = createConsoleMeter(meter);
    consoleMeter.update(streaming, model, []);
    consoleMeter.update(answered(44), model, []);
    expect(reportUsage).toHaveBeenCalledExactlyOnceWith(44, { model, estimatedTokens: 35 });
  });
});
