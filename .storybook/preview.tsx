import '@landing/ui/global';
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
  parameters: {
    a11y: {
      test: 'error',
      // WCAG 2.2 target size (2.5.8): axe leaves this rule off unless asked.
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
