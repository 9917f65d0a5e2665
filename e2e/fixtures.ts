import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };
export type { Locator, Page, Request } from '@playwright/test';

/** One report of the browser refusing something under a Content-Security-Policy. */
type Violation = { directive: string; blocked: string; page: string; source: string };

declare global {
  interface Window {
    reportCspViolation?: (violation: Violation) => void;
  }
}

/** This worker's violations since the last test's check (pages shared across tests report here). */
const violations: string[] = [];

/**
 * Collects every CSP violation in the context's pages and frames: each `securitypolicyviolation`
 * event (from an init script, so none before the app's own scripts are missed), and Chromium's
 * console line, for what no event reports (a header it cannot parse, such as a Permissions-Policy
 * naming a feature it does not know, counts as well). The `page` of every test is watched; a spec
 * that opens a page of its own for several tests calls this on its context before navigating.
 */
export async function watchCsp(context: BrowserContext) {
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(
      `${violation.directive} blocked ${violation.blocked} on ${violation.page} (${violation.source})`,
    );
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        page: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/.test(text)) violations.push(text);
  });
}

/** Every spec runs with the console's CSP on and each test fails on any violation. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      await watchCsp(context);
      await use(violations);
      expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
