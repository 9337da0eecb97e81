import { describe, expect, it } from 'vitest';
import { loadScreen, otherScreenNames } from './screen-routes.ts';

describe('screen routes', () => {
  it('has a chunk for every screen other than the console, each giving its component', async () => {
    expect([...otherScreenNames].sort()).toEqual([
      'agents',
      'audit',
      'captures',
      'conversations',
      'fleet',
      'inbox',
      'rules',
      'settings',
    ]);
    for (const screen of otherScreenNames) {
      const module = await loadScreen(screen);
      expect(typeof module.default, screen).toBe('function');
    }
  });

  it('loads each chunk once', () => {
    expect(loadScreen('rules')).toBe(loadScreen('rules'));
  });
});
