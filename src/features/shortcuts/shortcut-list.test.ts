// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutOf } from './shortcut-list.ts';

const press = (
  key: string,
  target: EventTarget | null = document.body,
  modifiers: Partial<KeyboardEvent> = {},
) => shortcutOf({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('shortcutOf', () => {
  it('maps plain keys to shortcuts', () => {
    expect(press('j')).toBe('j');
    expect(press('?')).toBe('?');
    expect(press('g')).toBe('g');
    expect(press('x')).toBeUndefined();
  });

  it('stays out of the way while typing or with a modifier', () => {
    const input = document.createElement('input');
    expect(press('a', input)).toBeUndefined();
    expect(press('a', document.createElement('textarea'))).toBeUndefined();
    expect(press('a', document.body, { ctrlKey: true })).toBeUndefined();
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(press('a', checkbox)).toBe('a');
  });
});
