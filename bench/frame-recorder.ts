import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __frames?: { recording: boolean; deltas: number[] };
  }
}

/** Records the gap between animation frames while `recording`: a frozen page shows as one long gap. */
export async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames = { recording: false, deltas: [] as number[] };
    window.__frames = frames;
    let last = performance.now();
    const tick = (now: number) => {
      if (frames.recording) frames.deltas.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** How long `work` took, and the frames the page drew meanwhile (their count, p95 and longest gap). */
export async function framesDuring(page: Page, work: () => Promise<void>) {
  await page.evaluate(() => {
    window.__frames!.deltas = [];
    window.__frames!.recording = true;
  });
  const started = Date.now();
  await work();
  const elapsedMs = Date.now() - started;
  const deltas = await page.evaluate(() => {
    window.__frames!.recording = false;
    return window.__frames!.deltas;
  });
  const sorted = [...deltas].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
  return { elapsedMs, frames: deltas.length, p95Ms: p95, longestMs: sorted.at(-1) ?? Number.NaN };
}

/** `value` as a multiple of `base`: 12.3×. */
export const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
