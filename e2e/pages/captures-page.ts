import type { Locator, Page } from '@playwright/test';

/** The Captures screen: a raw provider stream in, the assembled turn out. */
export class CapturesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/?fixture=support');
    await this.page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Captures' })
      .click();
  }

  get input(): Locator {
    return this.page.getByLabel('Raw provider stream');
  }

  get result(): Locator {
    return this.page.getByRole('region', { name: 'Assembled turn' });
  }

  /** Opens a capture file with the Open file… control. */
  async openFile(path: string): Promise<void> {
    await this.page.getByLabel('Open file…').setInputFiles(path);
  }

  get progress(): Locator {
    return this.result.getByRole('progressbar', { name: 'Assembling the capture' });
  }

  /**
   * Arms the page to press Cancel the moment it appears; `whatCancelShowed` then tells what the assembly showed at
   * that moment (its progress bar, its status). A capture of a few MB is assembled in well under a second, faster
   * than a click sent from the test may arrive on a busy machine; an observer of the page's own DOM runs before
   * the page can handle the worker's answer, so the cancel always lands while the assembly is under way.
   */
  async cancelAsSoonAsItShows(): Promise<void> {
    await this.page.evaluate(() => {
      (window as { __captureCancel?: Promise<{ progress: boolean; status: string }> }).__captureCancel =
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            const region = document.getElementById('capture-result-heading')?.closest('section');
            const cancel = [...(region?.querySelectorAll('button') ?? [])].find(
              (button) => button.textContent?.trim() === 'Cancel',
            );
            if (!region || !cancel) return;
            observer.disconnect();
            const progress = region.querySelector('progress[aria-label="Assembling the capture"]') !== null;
            const status = region.querySelector('[role="status"]')?.textContent ?? '';
            cancel.click();
            resolve({ progress, status });
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
    });
  }

  whatCancelShowed(): Promise<{ readonly progress: boolean; readonly status: string }> {
    return this.page.evaluate(
      () =>
        (window as { __captureCancel?: Promise<{ progress: boolean; status: string }> }).__captureCancel ??
        Promise.reject(new Error('Cancel was not armed.')),
    );
  }

  get cancel(): Locator {
    return this.result.getByRole('button', { name: 'Cancel' });
  }

  async paste(text: string): Promise<void> {
    await this.input.focus();
    // Pasting through the clipboard event path, as an operator would, rather than typing character by character.
    await this.page.evaluate((value) => {
      const area = document.activeElement as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(area, value);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
  }
}
