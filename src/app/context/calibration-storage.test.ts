import { describe, expect, it, vi } from 'vitest';
import {
  calibrationStorageKey,
  loadCalibration,
  persistedCalibration,
  saveCalibration,
} from './calibration-storage.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('calibration storage', () => {
  it('keeps the calibration under toolgate:calibration and reads it back', () => {
    const storage = memoryStorage();
    const state = { 'openai:gpt-4o': [{ actual: 1200, estimated: 1000 }] };
    saveCalibration(storage, state);
    expect(JSON.parse(storage.getItem(calibrationStorageKey)!)).toEqual(state);
    expect(loadCalibration(storage)).toEqual(state);
  });

  it('drops what is not a list of positive samples per model', () => {
    expect(loadCalibration(memoryStorage({ [calibrationStorageKey]: '{not json' }))).toBeUndefined();
    expect(loadCalibration(memoryStorage({ [calibrationStorageKey]: '[1, 2]' }))).toBeUndefined();
    expect(loadCalibration(undefined)).toBeUndefined();
    const mixed = {
      good: [{ actual: 10, estimated: 8, extra: true }, { actual: -1, estimated: 8 }, 'x'],
      bad: 'nope',
      empty: [{ actual: 0, estimated: 5 }],
    };
    expect(loadCalibration(memoryStorage({ [calibrationStorageKey]: JSON.stringify(mixed) }))).toEqual({
      good: [{ actual: 10, estimated: 8 }],
    });
  });

  it('restores the meter’s calibration and saves each change, even when storage refuses', () => {
    const storage = memoryStorage({
      [calibrationStorageKey]: JSON.stringify({ demo: [{ actual: 2, estimated: 1 }] }),
    });
    const options = persistedCalibration(storage);
    expect(options.calibration).toEqual({ demo: [{ actual: 2, estimated: 1 }] });
    options.onCalibrationChange({ demo: [{ actual: 3, estimated: 1 }] });
    expect(loadCalibration(storage)).toEqual({ demo: [{ actual: 3, estimated: 1 }] });
    const full = memoryStorage();
    full.setItem = vi.fn(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => persistedCalibration(full).onCalibrationChange({ demo: [] })).not.toThrow();
  });
});
