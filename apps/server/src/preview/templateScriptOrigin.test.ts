import { Template } from '@landing/api/schemas';
import { strToU8 } from 'fflate';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.ts';
import { data, operatorClient } from '../testing/client.ts';
import { unique } from '../testing/demo.ts';
import { form, templateZip } from '../testing/fixtures.ts';
import { previewOfTemplate } from '../testing/previewLanding.ts';
import { startTestServer } from '../testing/testServer.ts';

// Issue 25, item 9: a template archive's script, served on the console's origin, could be loaded
// by a console page (an HTML injection there) and run with the operator's token. Checked in real
// Chromium, which sends the fetch metadata the server decides by.

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}, 60_000);
afterAll(() => browser?.close());

const script = 'document.documentElement.dataset.ran = "yes";';

describe("a template archive's script", () => {
  it('runs in its sandboxed preview, and not when a page of the console origin loads it', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const template = data(
      await client.post(
        '/api/template',
        form({
          code: unique('js'),
          archive: [
            templateZip(
              '<html><head><script src="app.js"></script></head><body><h1>Scripted</h1></body></html>',
              { 'app.js': strToU8(script) },
            ),
            'js.zip',
          ],
        }),
      ),
      Template,
    );
    const { freshUrl } = await previewOfTemplate(client, template.id);
    const previewUrl = await freshUrl();
    const page = await browser.newPage();
    try {
      // Its preview page: an opaque origin (sandbox allow-scripts), where the script runs.
      await page.goto(previewUrl);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.ran ?? 'no'), {
          timeout: 20_000,
        })
        .toBe('yes');

      // A page of the console's origin (what an injection in the console would be) loading it.
      const injected = `${baseUrl}/injected-page`;
      await page.route(injected, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<html><body><script src="${new URL('app.js', previewUrl).pathname}" onerror="document.title='refused'" onload="document.title='loaded'"></script></body></html>`,
        }),
      );
      await page.goto(injected);
      await expect.poll(() => page.title(), { timeout: 20_000 }).not.toBe('');
      expect(await page.title()).toBe('refused');
      expect(await page.evaluate(() => document.documentElement.dataset.ran ?? 'no')).toBe('no');
    } finally {
      await page.close();
    }
  }, 90_000);
});
