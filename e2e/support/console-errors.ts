import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions from the moment it is called. Returns the live list, so a
 * test can assert it is empty at the end.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
