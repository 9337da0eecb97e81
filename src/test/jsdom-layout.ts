import { afterAll, beforeAll } from 'vitest';

const sized = ['clientHeight', 'clientWidth'] as const;

/**
 * jsdom has no layout: for the tests of this file, every element is 800 px high and wide, so a virtualizer sees
 * a viewport and mounts the rows in it.
 */
export function giveElementsASize(): void {
  beforeAll(() => {
    for (const property of sized)
      Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => 800 });
  });
  afterAll(() => {
    for (const property of sized)
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[property];
  });
}
