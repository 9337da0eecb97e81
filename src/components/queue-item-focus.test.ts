// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusNextUndecided } from './queue-item-focus.ts';

/** The queue's items as the queue draws them: `*` marks a call whose decision is staged. */
function drawQueue(...calls: readonly string[]) {
  document.body.replaceChildren(
    ...calls.map((name) => {
      const button = document.createElement('button');
      button.dataset['queueItem'] = '';
      button.dataset['callId'] = name.replace('*', '');
      if (name.endsWith('*')) button.dataset['staged'] = '';
      return button;
    }),
  );
}

const focused = () => (document.activeElement as HTMLElement | null)?.dataset['callId'];

afterEach(() => document.body.replaceChildren());

describe('focusNextUndecided', () => {
  it('goes on after where the decided call is listed now, so a call its group left behind is not skipped', () => {
    // Before: the two deletes grouped at the first one's place, then lookup_6. Staged, del3 leaves the group and
    // del7, alone now, moves to its own place after lookup_6.
    drawQueue('del3*', 'lookup_6', 'del7', 'lookup_10');
    expect(focusNextUndecided(['/del3'], ['/del7', '/lookup_6', '/lookup_10'])).toBe(true);
    expect(focused()).toBe('lookup_6');
  });

  it('takes the first of the calls that followed when the decided one is gone, else any that waits', () => {
    drawQueue('other*', 'first', 'second');
    expect(focusNextUndecided(['/gone'], ['/second'])).toBe(true);
    expect(focused()).toBe('second');
    drawQueue('first', 'second*');
    expect(focusNextUndecided(['/second'], [])).toBe(true);
    expect(focused()).toBe('first');
    drawQueue('first*');
    expect(focusNextUndecided(['/first'], [])).toBe(false);
  });

  it('never takes a decided call whose decision is not staged yet, even when it is the only one listed', () => {
    drawQueue('first', 'second');
    expect(focusNextUndecided(['/second'], [])).toBe(true);
    expect(focused()).toBe('first');
    drawQueue('only');
    expect(focusNextUndecided(['/only'], [])).toBe(false);
  });
});
