/**
 * How fast the embedded demo model streams. `human` (the default) paces each network chunk like a fast real
 * model, so an operator watches arguments form; `instant` sends the chunks back to back (each still its own
 * chunk, after a turn of the event loop), for a console driven by a script, such as the end-to-end journeys.
 */
export type DemoPace = 'human' | 'instant';

/** The pause between network chunks at each pace. */
export const demoChunkDelayMs: Readonly<Record<DemoPace, number>> = { human: 30, instant: 0 };

/** Reads the pace from a page's query string (`?pace=instant`); anything else is the human pace. */
export function demoPaceFrom(search: string): DemoPace {
  return new URLSearchParams(search).get('pace') === 'instant' ? 'instant' : 'human';
}
