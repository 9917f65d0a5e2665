import {
  LandingList,
  LauncherContentList,
  LauncherList,
  Template,
  WebServerUrl,
} from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, type HttpClient, messageOf } from '../testing/client.ts';
import { unique } from '../testing/demo.ts';
import { form, templateZip } from '../testing/fixtures.ts';
import { previewOfTemplate } from '../testing/previewLanding.ts';
import { startTestServer } from '../testing/testServer.ts';

async function demoLanding(client: HttpClient) {
  const landing = data(await client.get('/api/landing'), LandingList).find(
    (l) => l.mainLauncher?.name === 'Lucky Puzzle',
  )!;
  const contents = data(
    await client.get(`/api/launcher/${landing.mainLauncher!.id}/contents`),
    LauncherContentList,
  );
  return { landing, contents };
}

describe('preview: /api/landing/{id}/web-server-url', () => {
  beforeAll(() => startTestServer());

  it('refuses the URL call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      (await fetch(`${baseUrl}/api/landing/1/web-server-url?launcherId=1&contentId=1`)).status,
    ).toBe(401);
  });

  it('renders the app-store listing of a translation in its language, under a restrictive CSP', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { landing, contents } = await demoLanding(client);
    const de = contents.find((c) => c.locale?.google_lang_code === 'de')!;
    const answer = await client.get(
      `/api/landing/${landing.id}/web-server-url?launcherId=${landing.mainLauncher!.id}&contentId=${de.id}`,
    );
    expect(answer.status).toBe(200);
    const { url } = data(answer, WebServerUrl);
    expect(url.startsWith(`${baseUrl}/api/preview/`)).toBe(true);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Lucky Puzzle');
    expect(html).toContain('Lucky Games Ltd');
    expect(html).toContain('Installieren');
    expect(html).toContain('Entspanne mit Hunderten');
    expect(html).toContain('[de] Great puzzles and no annoying ads.');
    expect(html).toContain('[de] Thank you, Anna!');
    expect(html).toContain('PEGI 3');
    expect(html).toContain('3M+');
    expect(html).toMatch(/<img src="\/api\/files\/[0-9a-f]{32}" alt="screen-1.png">/);
    expect(html).toContain('width:80%');
  });

  it('serves a custom template archive with the Webflow tag data in its head and assets from the archive', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const template = data(
      await client.post(
        '/api/template',
        form({
          code: unique('wf'),
          archive: [
            templateZip(
              '<html><head><link rel="stylesheet" href="css/site.css"></head><body><h1>Custom landing</h1></body></html>',
            ),
            'wf.zip',
          ],
        }),
      ),
      Template,
    );
    const { freshUrl } = await previewOfTemplate(client, template.id, {
      webflowHtmlTagData: '<meta name="wf-page" content="abc123">',
    });
    const url = await freshUrl();

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    const html = await page.text();
    expect(html).toMatch(
      /<head><base href="\/api\/preview\/[^"]+\/"><meta name="wf-page" content="abc123">/,
    );
    expect(html).toContain('<h1>Custom landing</h1>');
    const css = await fetch(new URL('css/site.css', url));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('teal');
    expect((await fetch(new URL('missing.js', url))).status).toBe(404);
  });

  it('refuses bad queries and forged preview tokens', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const { landing, contents } = await demoLanding(client);
    const noLauncher = await client.get(`/api/landing/${landing.id}/web-server-url`);
    expect(noLauncher.status).toBe(400);
    expect(messageOf(noLauncher)).toContain('launcherId');
    const other = data(await client.get('/api/launcher'), LauncherList).find(
      (l) => l.id !== landing.mainLauncher!.id,
    )!;
    expect(
      (
        await client.get(
          `/api/landing/${landing.id}/web-server-url?launcherId=${other.id}&contentId=${contents[0]!.id}`,
        )
      ).status,
    ).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({
        landingId: landing.id,
        launcherId: landing.mainLauncher!.id,
        contentId: contents[0]!.id,
      }),
    ).toString('base64url');
    expect((await fetch(`${baseUrl}/api/preview/${forged}.AAAA/`)).status).toBe(404);
  });
});
