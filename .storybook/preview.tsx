import { forgetRefreshRecords } from '@landing/api/testing/refreshRecords';
import '@landing/ui/global';
import { expectTargetsAtLeast } from '@landing/ui/testing';
import type { Preview } from '@storybook/react-vite';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';

const apiPrefixes = ['/api/', '/tracker/', '/lambda/'];

/**
 * One MSW worker for every story. A story installs its handlers with `context.msw.use(...)` in
 * `beforeEach`; they are reset after it. A call to our services that no handler answers fails
 * loudly instead of reaching a real server.
 */
const mswAnnotations = createPreviewAnnotations(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) print.error();
    },
  });
  return worker;
});

const preview: Preview = {
  beforeEach: mswAnnotations.beforeEach,
  /**
   * WCAG 2.2 target size, measured: after the play function, every visible control's hit area
   * must be at least 24x24 CSS px. axe's `target-size` rule (below) excuses a small target with
   * enough space around it; this check does not.
   */
  afterEach: async () => {
    // Drafts live in localStorage (machines' DRAFT_KEY_PREFIX): one story's unsaved typing is
    // never offered in another.
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('landing-draft:')) localStorage.removeItem(key);
    }
    // Every story's backend hands out the same tokens: one story's refresh (recorded for other
    // tabs in IndexedDB) must not answer the next story's.
    await forgetRefreshRecords();
    expectTargetsAtLeast(24);
  },
  parameters: {
    a11y: {
      test: 'error',
      // WCAG 2.2 target size (2.5.8): axe leaves this wcag22aa rule off unless asked. Set in the
      // run options (an object, merged key by key with a story's own a11y parameters) rather than
      // in `config.rules` (an array, which a story's own rules would replace).
      options: { rules: { 'target-size': { enabled: true } } },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
