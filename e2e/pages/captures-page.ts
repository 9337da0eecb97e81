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
