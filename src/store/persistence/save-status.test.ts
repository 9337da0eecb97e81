import { describe, expect, it } from 'vitest';
import type { SaveStatus } from './save-status.ts';
import { createSaveRetry } from './save-status.ts';

describe('the save alert', () => {
  it('stays while the write that failed has not worked, whatever else is written meanwhile', () => {
    const statuses: SaveStatus[] = [];
    let retried = 0;
    const retry = createSaveRetry({
      retry: () => (retried += 1),
      retryDelaysMs: [60_000],
      onStatus: (status) => statuses.push(status),
    });
    retry.failed(
      'the conversation “Deep”',
      new RangeError('Maximum call stack size exceeded'),
      'conversation',
    );
    expect(statuses.at(-1)).toMatchObject({
      status: 'failing',
      what: 'the conversation “Deep”',
      error: 'RangeError: Maximum call stack size exceeded',
    });
    retry.succeeded('drafts');
    retry.succeeded('notice');
    expect(statuses).toHaveLength(1);
    retry.succeeded('conversation');
    expect(statuses.at(-1)).toEqual({ status: 'saved' });
    retry.stop();
    expect(retried).toBe(0);
  });

  it('clears at once when everything was written', () => {
    const statuses: SaveStatus[] = [];
    const retry = createSaveRetry({ retry: () => undefined, onStatus: (status) => statuses.push(status) });
    retry.failed('the held thread “A”', new Error('quota'));
    retry.succeeded();
    expect(statuses.map((status) => status.status)).toEqual(['failing', 'saved']);
    retry.stop();
  });
});
