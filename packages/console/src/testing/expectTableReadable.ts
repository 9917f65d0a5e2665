import { clippedSideways } from '@landing/ui/testing';
import { expect, waitFor, within } from 'storybook/test';

const describe = (element: Element) =>
  `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

/**
 * Every header, cell and the text in them is shown whole sideways (`scrollWidth <= clientWidth`;
 * a hidden copy for screen readers, 1 px wide, is left out), and every row keeps the height the
 * windowing counts on, so no wrapped text makes one taller than its neighbours.
 */
export async function expectTableReadable(
  canvasElement: HTMLElement,
  table: string,
  rowHeight: number,
) {
  const grid = await within(canvasElement).findByRole('table', { name: table });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  const boxes = [...grid.querySelectorAll('th, td, th *, td *')].filter(
    (element) => element.clientWidth > 1 && !(element instanceof SVGElement),
  );
  await expect(clippedSideways(boxes).map(describe)).toEqual([]);
  const heights = within(grid)
    .getAllByRole('row')
    .map((row) => Math.round(row.getBoundingClientRect().height));
  await expect(heights.filter((height) => Math.abs(height - rowHeight) > 1)).toEqual([]);
}
