import { expect, test, watchCsp, type Page } from './fixtures.ts';
import { demoOperator, logIn } from './support/session.ts';
import { zipOf } from './support/zip.ts';

/**
 * Each list's sort and filter live in the URL: sort a column descending, type a filter, reload,
 * and the same rows come back in the same order with the same header and filter shown. Against
 * the real server and its seeded data (plus two custom templates this spec uploads).
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await watchCsp(page.context());
  await page.goto('/apps');
  await logIn(page, demoOperator.email, demoOperator.password);
  await expect(page).toHaveURL('/apps');
});

test.afterAll(async () => {
  await page.close();
});

async function uploadTemplate(code: string, description: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.post('/api/template', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    multipart: {
      code,
      description,
      archive: {
        name: `${code}.zip`,
        mimeType: 'application/zip',
        buffer: zipOf({ 'index.html': `<html><body><h1>${code}</h1></body></html>` }),
      },
    },
  });
  expect(response.status()).toBe(201);
}

/** The text of one column in every row the table shows, top to bottom. */
async function columnTexts(table: string, header: string) {
  const grid = page.getByRole('table', { name: table });
  const headers = await grid.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return grid
    .locator('tbody tr[aria-rowindex]')
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

type ListCase = {
  path: string;
  table: string;
  filterLabel: string;
  header: string;
  filter: string;
  /** A row the filter must keep, and one it must drop (when the list has it). */
  kept: string;
  dropped?: string;
  /** The rows are this spec's uploads, named per attempt (see `ownCode`). */
  perAttempt?: true;
};

/** A retry runs the serial group again beside the templates the failed attempt uploaded. */
const ownCode = (code: string) => `${code}${test.info().retry + 1}`;

const lists: ListCase[] = [
  {
    path: '/apps',
    table: 'All Apps',
    filterLabel: 'Filter apps',
    header: 'Name',
    filter: 'pwa',
    kept: 'Lucky Puzzle PWA',
  },
  {
    path: '/landings',
    table: 'Landings',
    filterLabel: 'Filter landings',
    header: 'Main Launcher',
    filter: 'lucky',
    kept: 'Lucky Puzzle',
  },
  {
    path: '/templates',
    table: 'Templates Table',
    filterLabel: 'Filter templates',
    header: 'Code',
    filter: 'listview',
    kept: 'listviewb',
    dropped: 'otherlist',
    perAttempt: true,
  },
  {
    path: '/domains',
    table: 'All Domains',
    filterLabel: 'Filter domains',
    header: 'Domain',
    filter: 'o',
    kept: 'old-promo.info',
    dropped: 'lucky-games.net',
  },
];

test('custom templates to sort and filter', async () => {
  await uploadTemplate(ownCode('listviewa'), 'First of the list-view templates');
  await uploadTemplate(ownCode('listviewb'), 'Second of the list-view templates');
  await uploadTemplate(ownCode('otherlist'), 'Not matched by the filter');
});

for (const list of lists) {
  test(`${list.path}: a sort and a filter survive a reload, rows and order unchanged`, async () => {
    const kept = list.perAttempt ? ownCode(list.kept) : list.kept;
    const dropped = list.dropped && list.perAttempt ? ownCode(list.dropped) : list.dropped;
    await page.goto(list.path);
    const grid = page.getByRole('table', { name: list.table });
    await expect(grid.getByRole('cell', { name: kept, exact: true })).toBeVisible();
    if (dropped) {
      await expect(grid.getByRole('cell', { name: dropped, exact: true })).toBeVisible();
    }

    const sortButton = grid.getByRole('button', { name: list.header, exact: true });
    await sortButton.click();
    await sortButton.click();
    const header = grid.getByRole('columnheader', { name: list.header, exact: true });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('searchbox', { name: list.filterLabel }).fill(list.filter);
    if (dropped) {
      await expect(grid.getByRole('cell', { name: dropped, exact: true })).toHaveCount(0);
    }
    await expect(grid.getByRole('cell', { name: kept, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/order=desc/);
    await expect(page).toHaveURL(new RegExp(`q=${list.filter}`));
    const url = new URL(page.url());
    expect(url.searchParams.get('order')).toBe('desc');
    expect(url.searchParams.get('q')).toBe(list.filter);

    const before = await columnTexts(list.table, list.header);
    expect(before.length).toBeGreaterThan(0);
    // Really descending, and every row shown has the filter's text.
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    expect(before).toEqual([...before].sort((a, b) => collator.compare(b, a)));
    const rows = await grid.locator('tbody tr[aria-rowindex]').allInnerTexts();
    expect(rows.filter((row) => !row.toLowerCase().includes(list.filter))).toEqual([]);

    await page.reload();
    await expect(grid.getByRole('cell', { name: kept, exact: true })).toBeVisible();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('searchbox', { name: list.filterLabel })).toHaveValue(list.filter);
    expect(await columnTexts(list.table, list.header)).toEqual(before);
  });
}

test('a bad sort in a link is dropped, not a crash', async () => {
  await page.goto('/domains?sort=password&order=sideways&q=shop');
  const grid = page.getByRole('table', { name: 'All Domains' });
  await expect(grid.getByRole('cell', { name: 'example-shop.com', exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Filter domains' })).toHaveValue('shop');
  await expect(grid.getByRole('columnheader', { name: 'Domain', exact: true })).toHaveAttribute(
    'aria-sort',
    'none',
  );
});
