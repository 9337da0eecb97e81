import { describe, expect, it } from 'vitest';
import { showBidiControls } from './bidi-controls.ts';

describe('showBidiControls', () => {
  it('shows each bidirectional formatting character as its code point', () => {
    expect(showBidiControls('Ops\u202Eevil')).toBe('Ops[U+202E]evil');
    expect(showBidiControls('\u2066a\u2069\u200F')).toBe('[U+2066]a[U+2069][U+200F]');
  });

  it('leaves other text, right-to-left scripts included, as it is', () => {
    expect(showBidiControls('שלום <b>hi</b> 😀')).toBe('שלום <b>hi</b> 😀');
  });
});
