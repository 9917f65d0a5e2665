import { expect, within } from 'storybook/test';

/**
 * A list's own empty state inside its table: its title and its next action, and never the
 * autocomplete's 'Нет данных для отображения' (the spec gives that text to the autocomplete only).
 */
export async function expectEmptyState(
  canvasElement: HTMLElement,
  table: string,
  title: string,
  actionRole: 'button' | 'link',
  action: string,
) {
  const grid = within(await within(canvasElement).findByRole('table', { name: table }));
  await expect(await grid.findByText(title)).toBeVisible();
  await expect(grid.getByRole(actionRole, { name: action })).toBeVisible();
  await expect(within(canvasElement).queryByText('Нет данных для отображения')).toBeNull();
}
