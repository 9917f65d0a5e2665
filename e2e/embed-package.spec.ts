import { expect, test, type Page } from './fixtures.ts';
import { demoOperator } from './support/session.ts';

/**
 * The packed editor installed with npm in a host outside the workspace, on another React 19
 * minor (playwright.embed.config.ts runs this in the Vite host and in the Next.js app-router
 * host): open a landing, edit, save, and the preview, proxied through the host, shows the edit.
 */
type Tokens = { access_token: string; refresh_token?: string };
type Landing = { id: number; mainLauncher: { id: number; name: string } | null };

async function signInThroughHost(page: Page): Promise<Tokens> {
  const response = await page.request.post('/tracker/v1/login', {
    data: { email: demoOperator.email, password: demoOperator.password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: Tokens } & Partial<Tokens>;
  const tokens = body.data ?? (body as Tokens);
  // The host keeps the tokens where the editor's own client reads them.
  await page.goto('/');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accessToken', access_token);
    if (refresh_token) localStorage.setItem('refreshToken', refresh_token);
  }, tokens);
  return tokens;
}

async function seededLanding(page: Page, tokens: Tokens): Promise<Landing> {
  const response = await page.request.get('/api/landing', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Landing[] };
  const landing = data.find((item) => item.mainLauncher?.name === 'Lucky Puzzle');
  expect(landing, 'the seeded landing').toBeDefined();
  return landing!;
}

test('open a landing, edit, save: the preview shows the edit', async ({ page }, testInfo) => {
  const tokens = await signInThroughHost(page);
  const landing = await seededLanding(page, tokens);

  if (testInfo.project.name === 'next-host') {
    await page.goto(`/?landing=${landing.id}`);
  } else {
    await page.reload();
    await page.getByRole('textbox', { name: 'Landing id' }).fill(String(landing.id));
  }
  const editor = page.locator('[data-landing-editor]');
  await editor
    .getByRole('navigation', { name: 'Editor sections' })
    .getByRole('button', { name: 'Main Information' })
    .click();
  const form = editor.getByRole('form', { name: 'Static Content' });
  const developer = form.getByRole('textbox', { name: 'Developer' });
  await expect(developer).toHaveValue(/.+/);

  const edited = `Developer via ${testInfo.project.name}`;
  await developer.fill(edited);
  await form.getByRole('button', { name: 'Save Static Content' }).click();
  await expect(
    editor
      .getByRole('region', { name: /^Landing editor notifications/ })
      .getByText('Static content updated successfully'),
  ).toBeVisible();

  const preview = page.frameLocator('iframe[title="Landing preview"]');
  await expect(preview.getByText(edited)).toBeVisible({ timeout: 20_000 });
});
