import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { AppPage } from './app.ts';
import { LandingPage } from './landing.ts';

// Issue 31: a page of 1,000 rows was copied whole, then row by row, before its morphs ran.
describe('answer schemas (answerType.ts)', () => {
  it('read a page in place, without copying its rows, and still leave odd fields out', () => {
    const body = {
      items: [
        { id: 1, name: 'Shop', landing: { id: 4 }, record: { id: 2, name: 'a.example' } },
        { id: 2, name: 7, pushService: 'carrier pigeon' },
        { id: 0 },
      ],
      next: '2',
    };
    const rows = body.items.slice(0, 2);
    const page = AppPage(body);
    if (page instanceof type.errors) throw new Error(page.summary);
    expect(page.items).toEqual([
      { id: 1, name: 'Shop', landing: { id: 4 }, record: { id: 2, name: 'a.example' } },
      { id: 2 },
    ]);
    expect(page.items[0]).toBe(rows[0]);
    expect(page.items[0]?.landing).toBe(rows[0]?.landing);
    expect(page.items[1]).toBe(rows[1]);
  });

  it('reads another list’s page in place too', () => {
    const row = { id: 3, mainLauncher: { id: 5, name: 'Main' } };
    const page = LandingPage({ items: [row], next: null });
    if (page instanceof type.errors) throw new Error(page.summary);
    expect(page.items[0]).toBe(row);
    expect(page.items[0]?.mainLauncher).toBe(row.mainLauncher);
  });
});
