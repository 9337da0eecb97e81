import type { Page } from '@playwright/test';

/** One Content-Security-Policy violation the page reported. */
export interface PolicyViolation {
  readonly directive: string;
  readonly blockedUri: string;
}

declare global {
  interface Window {
    __policyViolations?: PolicyViolation[];
  }
}

/**
 * Records, from the page's first script on, every `securitypolicyviolation` event and every console message
 * about the policy. Call before the first navigation; read with {@link policyViolations}.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: PolicyViolation[] = [];
    window.__policyViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, blockedUri: event.blockedURI }),
    );
  });
  return messages;
}

/** The violations the page reported since it loaded. */
export function policyViolations(page: Page): Promise<PolicyViolation[]> {
  return page.evaluate(() => window.__policyViolations ?? []);
}
