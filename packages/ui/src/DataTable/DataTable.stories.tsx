import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { minTarget } from '../theme/utilities.css.ts';
import type { Column, SortState } from './types.ts';

interface App {
  id: number;
  name: string;
  pushService: string;
  mainLauncher: { name: string } | null;
  openerLink: string;
}

const apps: App[] = [
  {
    id: 1,
    name: 'Beta',
    pushService: 'firebase',
    mainLauncher: { name: 'Launch B' },
    openerLink: 'https://b.example.com',
  },
  {
    id: 2,
    name: 'Alpha',
    pushService: 'onesignal',
    mainLauncher: { name: 'Launch A' },
    openerLink: 'https://a.example.com/a/very/long/path/that/goes/on',
  },
  { id: 3, name: 'Gamma', pushService: 'firebase', mainLauncher: null, openerLink: '' },
];

const columns: Column<App>[] = [
  { field: 'id', header: 'ID', sortable: true, width: '80px' },
  { field: 'name', header: 'Name', sortable: true },
  { field: 'mainLauncher.name', header: 'Main Launcher', transform: (value) => value ?? '-' },
  { field: 'pushService', header: 'Push Service', transform: (value) => value.toUpperCase() },
  { field: 'openerLink', header: 'Opener Link' },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<App>,
  args: {
    title: 'All Apps',
    columns,
    rows: apps,
    itemLabel: (app: App) => app.name,
    onEdit: fn(),
    onDelete: fn(),
    onDuplicate: fn(),
    onDeleteSelected: fn(),
  },
} satisfies Meta<typeof DataTable<App>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows live in state, so deletes really remove them (as a screen would after refreshing). */
function LiveTable(props: DataTableProps<App>) {
  const [rows, setRows] = useState(props.rows);
  return (
    <DataTable
      {...props}
      rows={rows}
      onDelete={(row) => {
        void props.onDelete?.(row);
        setRows((current) => current.filter((candidate) => candidate.id !== row.id));
      }}
      onDeleteSelected={(chosen) => {
        void props.onDeleteSelected?.(chosen);
        setRows((current) => current.filter((row) => !chosen.includes(row)));
      }}
    />
  );
}

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

export const Basic: Story = {
  args: {
    toolbar: <Button>Create New App</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All Apps' });
    await expect(canvas.getByRole('heading', { name: 'All Apps' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create New App' })).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'ID',
      'Name',
      'Main Launcher',
      'Push Service',
      'Opener Link',
      'Actions',
    ]);
    // Field paths, transforms and the missing nested value (a dash).
    const gamma = within(table).getByRole('row', { name: /Gamma/ });
    await expect(
      within(gamma)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Gamma', '-', 'FIREBASE', '—', '']);
    // Edit is on by default; delete and duplicate are off by default.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Alpha' }));
    await expect(args.onEdit).toHaveBeenCalledWith(apps[1]);
    await expect(canvas.queryByRole('button', { name: 'Delete Alpha' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Duplicate Alpha' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(table).toHaveAttribute('aria-rowcount', '4');
  },
};

export const EditOff: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All Apps' });
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(rowNames(table)).toEqual(['Beta', 'Alpha', 'Gamma']);

    await step('first click sorts ascending', async () => {
      await userEvent.click(within(nameHeader).getByRole('button', { name: /Name/ }));
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(rowNames(table)).toEqual(['Alpha', 'Beta', 'Gamma']);
    });
    await step('second press (keyboard) sorts descending', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(rowNames(table)).toEqual(['Gamma', 'Beta', 'Alpha']);
    });
    await step('another column starts ascending again', async () => {
      const idHeader = canvas.getByRole('columnheader', { name: /ID/ });
      await userEvent.click(within(idHeader).getByRole('button'));
      await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
      await expect(rowNames(table)).toEqual(['Beta', 'Alpha', 'Gamma']);
      await userEvent.click(within(idHeader).getByRole('button'));
      await expect(rowNames(table)).toEqual(['Gamma', 'Alpha', 'Beta']);
    });
    // Columns without the flag are not sortable.
    await expect(canvas.getByRole('columnheader', { name: 'Push Service' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const LongTextIsCut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = 'https://a.example.com/a/very/long/path/that/goes/on';
    const cut = canvas.getByText(`${full.slice(0, 30)}…`);
    await expect(cut).toBeVisible();
    await expect(cut.parentElement).toHaveAttribute('title', full);
    // The full text is what assistive technology reads.
    const row = canvas.getByRole('row', { name: /Alpha/ });
    await expect(within(row).getAllByRole('cell')[4]).toHaveAccessibleName(full);
    // Exactly 30 characters or fewer stay whole.
    await expect(canvas.getByText('https://b.example.com')).not.toHaveAttribute('title');
  },
};

export const DeleteRow: Story = {
  args: { deletable: true },
  render: (args) => <LiveTable {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await step('Cancel keeps the row (keyboard)', async () => {
      const trigger = canvas.getByRole('button', { name: 'Delete Beta' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog', {
        name: 'Are you sure you want to delete Beta?',
      });
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(args.onDelete).not.toHaveBeenCalled();
      await expect(trigger).toHaveFocus();
    });
    await step('Delete removes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Beta' }));
      const dialog = await body.findByRole('alertdialog', {
        name: 'Are you sure you want to delete Beta?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith(apps[0]);
      await waitFor(() => expect(canvas.queryByRole('row', { name: /Beta/ })).toBeNull());
      // Focus stays in the table rather than falling back to the page.
      await waitFor(() => expect(canvas.getByRole('region', { name: 'All Apps' })).toHaveFocus());
    });
  },
};

export const DuplicateRow: Story = {
  args: { duplicable: true, editable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate Alpha' }));
    const dialog = await body.findByRole('alertdialog', {
      name: 'Are you sure you want to duplicate Alpha?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    // A numeric key is left alone for the caller to replace.
    await expect(args.onDuplicate).toHaveBeenCalledWith(apps[1], apps[1]);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

interface Template {
  code: string;
  description: string;
}
const templates: Template[] = [
  { code: 'landing-a', description: 'First' },
  { code: 'landing-b', description: 'Second' },
];

export const DuplicateWithStringKey: StoryObj<typeof DataTable<Template>> = {
  args: {
    title: 'Templates Table',
    rows: templates,
    columns: [
      { field: 'code', header: 'Code' },
      { field: 'description', header: 'Description' },
    ],
    keyField: 'code',
    duplicable: true,
    onDuplicate: fn(),
  },
  render: (args) => <DataTable<Template> {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate landing-b' }));
    const dialog = await body.findByRole('alertdialog', {
      name: 'Are you sure you want to duplicate landing-b?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(
      { code: 'landing-b - Copy', description: 'Second' },
      templates[1],
    );
  },
};

export const SelectionAndDeleteSelected: Story = {
  args: { selectable: true, deletable: true },
  render: (args) => <LiveTable {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const deleteSelected = canvas.getByRole('button', { name: 'Delete Selected' });
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(deleteSelected).toBeDisabled();

    await step('select-all selects every row, then none', async () => {
      await userEvent.click(selectAll);
      for (const name of ['Alpha', 'Beta', 'Gamma']) {
        await expect(canvas.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
      }
      await expect(deleteSelected).toBeEnabled();
      await userEvent.click(selectAll);
      await expect(canvas.getByRole('checkbox', { name: 'Select Alpha' })).not.toBeChecked();
      await expect(deleteSelected).toBeDisabled();
    });

    await step('selection follows the row, not its position, after a delete', async () => {
      const gamma = canvas.getByRole('checkbox', { name: 'Select Gamma' });
      gamma.focus();
      await userEvent.keyboard(' ');
      await expect(gamma).toBeChecked();
      // A checkbox toggles on Space, not on Enter.
      await userEvent.keyboard('{Enter}');
      await expect(gamma).toBeChecked();
      await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Beta' }));
      await userEvent.click(
        within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(canvas.queryByRole('row', { name: /Beta/ })).toBeNull());
      await expect(canvas.getByRole('checkbox', { name: 'Select Gamma' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'Select Alpha' })).not.toBeChecked();
    });

    await step("'Delete Selected' asks, then deletes the selected rows", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Selected' }));
      const dialog = await body.findByRole('alertdialog', {
        name: 'Are you sure you want to delete selected items?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDeleteSelected).toHaveBeenCalledWith([apps[2]]);
      await waitFor(() => expect(canvas.queryByRole('row', { name: /Gamma/ })).toBeNull());
      await waitFor(() => expect(canvas.getByRole('region', { name: 'All Apps' })).toHaveFocus());
      await expect(canvas.getByRole('checkbox', { name: 'Select Alpha' })).not.toBeChecked();
      await expect(canvas.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
    });
  },
};

const manyApps: App[] = Array.from({ length: 27 }, (_, index) => ({
  id: index + 1,
  name: `App ${String(index + 1).padStart(2, '0')}`,
  pushService: 'firebase',
  mainLauncher: null,
  openerLink: '',
}));

export const Paginated: Story = {
  args: { rows: manyApps, paginated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All Apps' });
    const pageSize = canvas.getByRole('combobox', { name: 'Rows per page:' });
    await expect(pageSize).toHaveValue('10');
    await expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '12');
    await expect(rowNames(table)[0]).toBe('App 11');

    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.selectOptions(pageSize, '25');
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
  },
};

/** 'Rows per page:' and the pager have room round them, not flush against their neighbours. */
export const PagerSpacing: Story = {
  args: { rows: manyApps, paginated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = (element: Element) => element.getBoundingClientRect();
    const label = canvas.getByText('Rows per page:');
    const pageSize = canvas.getByRole('combobox', { name: 'Rows per page:' });
    await expect(box(pageSize).left - box(label).right).toBeGreaterThanOrEqual(8);
    const pageOf = canvas.getByText('Page 1 of 3');
    await expect(box(pageOf).left - box(pageSize).right).toBeGreaterThanOrEqual(8);
    const first = canvas.getByRole('button', { name: 'First page' });
    await expect(box(first).left - box(pageOf).right).toBeGreaterThanOrEqual(8);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    const table = canvas.getByRole('table', { name: 'All Apps' });
    await expect(box(pager).top - box(table).bottom).toBeGreaterThanOrEqual(8);
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('table', { name: 'All Apps' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rows yet.')).toBeVisible();
    await expect(canvas.queryByText('Нет данных для отображения')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

const tenThousand: App[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Item ${index + 1}`,
  pushService: 'firebase',
  mainLauncher: { name: `Launcher ${index + 1}` },
  openerLink: '',
}));

export const TenThousandRows: Story = {
  args: { rows: tenThousand, selectable: true, itemLabel: (app: App) => app.name },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All Apps' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => within(table).getAllByRole('row').length;
    await expect(rendered()).toBeLessThan(40);
    await expect(canvas.getByRole('row', { name: /Item 1 / })).toHaveAttribute(
      'aria-rowindex',
      '2',
    );

    await step('scrolling to the end renders the last rows only', async () => {
      const region = canvas.getByRole('region', { name: 'All Apps' });
      region.scrollTop = region.scrollHeight;
      const last = await canvas.findByRole('row', { name: /Item 10000/ });
      await expect(last).toHaveAttribute('aria-rowindex', '10001');
      await expect(canvas.queryByRole('row', { name: /Item 1 / })).toBeNull();
      await expect(rendered()).toBeLessThan(40);
    });

    await step('select-all covers rows that are not rendered', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
      const region = canvas.getByRole('region', { name: 'All Apps' });
      region.scrollTop = 0;
      await waitFor(() =>
        expect(canvas.getByRole('checkbox', { name: 'Select Item 1' })).toBeChecked(),
      );
    });
  },
};

export const CustomCells: Story = {
  args: {
    columns: [
      { field: 'name', header: 'Name' },
      {
        field: 'openerLink',
        header: 'Opener Link',
        render: (app) =>
          app.openerLink ? (
            <a href={app.openerLink} className={minTarget}>
              Open {app.name}
            </a>
          ) : (
            <span>-</span>
          ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open Alpha' })).toHaveAttribute(
      'href',
      apps[1]!.openerLink,
    );
    const gamma = canvas.getByRole('row', { name: /Gamma/ });
    await expect(within(gamma).getAllByRole('cell')[1]).toHaveTextContent('-');
  },
};

/** The table under a parent that keeps its sort and filter (as a route keeps them in the URL). */
function ControlledTable(props: DataTableProps<App>) {
  const [sort, setSort] = useState<SortState | null>({ field: 'id', direction: 'descending' });
  const [filterText, setFilterText] = useState('');
  return (
    <DataTable
      {...props}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
      filterText={filterText}
      onFilterTextChange={(next) => {
        props.onFilterTextChange?.(next);
        setFilterText(next);
      }}
    />
  );
}

const searchable: Column<App>[] = columns.map((column) =>
  column.field === 'name' || column.field === 'openerLink'
    ? { ...column, filterable: true }
    : column,
);

/**
 * Ten thousand rows, sorted and filtered by a parent: a typed word narrows them to the matching
 * rows in one step, still windowed; a header click reports the next sort; select-all takes the
 * shown rows only; a filter matching nothing says so.
 */
export const FilterAndSortControlled: Story = {
  args: {
    rows: tenThousand,
    columns: searchable,
    selectable: true,
    filterLabel: 'Filter apps',
    onSortChange: fn(),
    onFilterTextChange: fn(),
  },
  render: (args) => <ControlledTable {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All Apps' });
    const rendered = () => within(table).getAllByRole('row').length;

    await step('the given sort orders the rows', async () => {
      await expect(canvas.getByRole('columnheader', { name: 'ID' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expect(canvas.getByRole('row', { name: /Item 10000/ })).toHaveAttribute(
        'aria-rowindex',
        '2',
      );
      await expect(rendered()).toBeLessThan(40);
    });

    await step('typing narrows ten thousand rows to the matches, still windowed', async () => {
      const filter = canvas.getByRole('searchbox', { name: 'Filter apps' });
      await userEvent.type(filter, 'item 99');
      await expect(args.onFilterTextChange).toHaveBeenLastCalledWith('item 99');
      // 280 of the numbers 1…10000 have '99' in them.
      await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '281'));
      await expect(rendered()).toBeLessThan(40);
      await expect(canvas.getByRole('row', { name: /Item 9999/ })).toHaveAttribute(
        'aria-rowindex',
        '2',
      );
    });

    await step('a header click reports the next sort', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ID' }));
      await expect(args.onSortChange).toHaveBeenLastCalledWith({
        field: 'id',
        direction: 'ascending',
      });
      await expect(canvas.getByRole('row', { name: /Item 99 / })).toHaveAttribute(
        'aria-rowindex',
        '2',
      );
    });

    await step('select-all takes the shown rows only', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Selected' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDeleteSelected).toHaveBeenCalledTimes(1));
      const [chosen] = (args.onDeleteSelected as Mock<(rows: App[]) => void>).mock.calls[0]!;
      await expect(chosen).toHaveLength(280);
    });

    await step('a filter matching nothing says so', async () => {
      const filter = canvas.getByRole('searchbox', { name: 'Filter apps' });
      await userEvent.clear(filter);
      await userEvent.type(filter, 'no such app');
      await expect(await canvas.findByText('No rows match the filter.')).toBeVisible();
    });
  },
};
