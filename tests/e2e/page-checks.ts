// Checks the audit tests run on a page after interacting with it: console errors collected
// from the moment of the call, and serious or critical axe violations of the page as it is.
// Pages with an island start their scripts on the reader's first interaction
// (scripts/finish-export.ts); `startScripts` does what a reader does and waits for them.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Moves the pointer, as any reader does, and waits until the scripts this starts have loaded. */
export async function startScripts(page: Page): Promise<void> {
  await page.mouse.move(4, 4);
  await page.waitForLoadState('networkidle');
}

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${page.url()}: ${violation.id} ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Every Content-Security-Policy violation the page reports, from before its first script. */
export async function collectCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
}
