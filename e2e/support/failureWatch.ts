import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    shownFailures?: string[];
  }
}

/**
 * Records, in every page of the context, each error or warning toast and each alert the page
 * ever shows (toasts leave after a few seconds; this keeps them).
 */
export async function watchFailures(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: string[] = [];
    window.shownFailures = shown;
    const isFailure = (element: Element) =>
      element.matches('[data-kind="error"], [data-kind="warning"], [role="alert"]');
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = [node, ...node.querySelectorAll('*')].filter(isFailure);
          // The text is filled in the same task the node is added: read it once that is done.
          queueMicrotask(() => {
            for (const element of found) {
              const text = element.textContent?.trim() ?? '';
              if (text !== '') shown.push(text);
            }
          });
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What `watchFailures` saw in this page since it was loaded or last asked; forgotten after. */
export const takeShownFailures = (page: Page) =>
  page.evaluate(() => window.shownFailures?.splice(0) ?? []);
