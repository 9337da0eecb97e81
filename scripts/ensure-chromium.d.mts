/** The Chromium executable Playwright should launch, or undefined when none is found. */
export function findChromium(): string | undefined;
