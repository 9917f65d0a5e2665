// The page the DataTable benchmark loads: `window.measureDataTable(rows)` mounts a fresh table
// with that many rows and returns how long the render took (commit plus layout) and how long until
// the next painted frame.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, type Column } from '@landing/ui';

interface BenchRow {
  id: number;
  name: string;
  launcher: { name: string };
  status: string;
  url: string;
}

const columns: Column<BenchRow>[] = [
  { field: 'id', header: 'ID', sortable: true },
  { field: 'name', header: 'Name', sortable: true },
  { field: 'launcher.name', header: 'Main Launcher' },
  { field: 'status', header: 'Status', transform: (value) => value.toUpperCase() },
  { field: 'url', header: 'Web Server URL' },
];

function makeRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `App ${index + 1}`,
    launcher: { name: `Launcher ${index % 97}` },
    status: index % 3 === 0 ? 'active' : 'pending',
    url: `https://server-${index}.example.com/some/long/path/${index}`,
  }));
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export interface Measurement {
  renderMs: number;
  paintMs: number;
  renderedRows: number;
}

async function measureDataTable(count: number): Promise<Measurement> {
  const rows = makeRows(count);
  const host = document.getElementById('root')!;
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  // Let building the rows settle (idle work, collection) before the clock starts.
  await nextPaint();

  const start = performance.now();
  flushSync(() =>
    root.render(
      <DataTable
        title="All Apps"
        columns={columns}
        rows={rows}
        selectable
        deletable
        onEdit={() => undefined}
        onDelete={() => undefined}
        onDeleteSelected={() => undefined}
      />,
    ),
  );
  // Reading layout forces style and layout of what was committed.
  void container.getBoundingClientRect().height;
  const renderMs = performance.now() - start;
  await nextPaint();
  const paintMs = performance.now() - start;

  const renderedRows = container.querySelectorAll('tbody tr[aria-rowindex]').length;
  root.unmount();
  return { renderMs, paintMs, renderedRows };
}

declare global {
  interface Window {
    measureDataTable: typeof measureDataTable;
  }
}

window.measureDataTable = measureDataTable;
