import { describe, expect, it } from 'vitest';
import { importProgressView } from './import-progress-view.ts';

describe('importProgressView', () => {
  it('offers Cancel until the imported conversation is shown, and not while it is saved', () => {
    expect(importProgressView(undefined)).toEqual({
      label: 'Starting',
      fraction: undefined,
      cancellable: true,
    });
    expect(importProgressView({ phase: 'reading', loaded: 1, total: 4 })).toEqual({
      label: 'Reading 25%',
      fraction: 0.25,
      cancellable: true,
    });
    expect(importProgressView({ phase: 'receiving', loaded: 2_000, total: 40_000 })).toMatchObject({
      label: 'Loading 2,000 of 40,000 messages',
      cancellable: true,
    });
    expect(importProgressView({ phase: 'saving' })).toEqual({
      label: 'Saving',
      fraction: undefined,
      cancellable: false,
    });
  });
});
