import { describe, expect, it } from 'vitest';
import { inboxPollDelay, inboxPollMaxMs, inboxPollMs } from './poll-delay.ts';

describe('inboxPollDelay', () => {
  it('polls steadily while the deployment answers and backs off, doubling up to a minute, while it fails', () => {
    expect(inboxPollDelay(0)).toBe(inboxPollMs);
    expect(inboxPollDelay(1)).toBe(2 * inboxPollMs);
    expect(inboxPollDelay(2)).toBe(4 * inboxPollMs);
    expect(inboxPollDelay(3)).toBe(8 * inboxPollMs);
    expect(inboxPollDelay(50)).toBe(inboxPollMaxMs);
  });
});
