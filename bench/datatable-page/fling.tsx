// `window.mountFlingTable(kind, count)`: mounts a table of `count` rows, the DataTable or a plain
// HTML table (the control), and answers its scroll viewport for bench/lib/flingViewport.mjs;
// `window.unmountFlingTable()` takes it away again.
import { createRoot, type Root } from 'react-dom/client';
import { DataTable, type Column } from '@landing/ui';

interface FlingRow {
  id: number;
  name: string;
  launcher: { name: string };
  text: string;
}

const columns: Column<FlingRow>[] = [
  { field: 'id', header: 'ID', sortable: true, width: '80px' },
  { field: 'name', header: 'Name', sortable: true },
  { field: 'launcher.name', header: 'Main Launcher' },
  { field: 'text', header: 'Comment' },
];

const makeRows = (count: number): FlingRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `App ${index + 1}`,
    launcher: { name: `Launcher ${index % 97}` },
    text: `Comment ${index + 1}: great app, ${'really '.repeat(index % 7)}easy to use.`,
  }));

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await frame();
};

function plainTable(host: HTMLElement, rows: FlingRow[]): HTMLElement {
  const viewport = document.createElement('div');
  viewport.style.cssText = 'max-height:560px;overflow:auto';
  const cells = (row: FlingRow) =>
    `<td>${row.id}</td><td>${row.name}</td><td>${row.launcher.name}</td><td>${row.text}</td>` +
    '<td><button>Edit</button><button>Delete</button></td>';
  viewport.innerHTML =
    '<table><thead><tr><th>ID</th><th>Name</th><th>Main Launcher</th><th>Comment</th><th>Actions</th></tr></thead><tbody>' +
    rows.map((row) => `<tr style="height:44px">${cells(row)}</tr>`).join('') +
    '</tbody></table>';
  host.append(viewport);
  return viewport;
}

let mounted: Root | null = null;

async function mountFlingTable(kind: 'datatable' | 'plain', count: number): Promise<HTMLElement> {
  unmountFlingTable();
  const rows = makeRows(count);
  const host = document.getElementById('root')!;
  const container = document.createElement('div');
  host.append(container);
  const root = createRoot(container);
  mounted = root;
  if (kind === 'plain') return plainTable(container, rows);
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
  );
  await settle();
  return container.querySelector<HTMLElement>('[role="region"]')!;
}

function unmountFlingTable() {
  mounted?.unmount();
  mounted = null;
  document.getElementById('root')!.replaceChildren();
}

declare global {
  interface Window {
    mountFlingTable: typeof mountFlingTable;
    unmountFlingTable: typeof unmountFlingTable;
  }
}

window.mountFlingTable = mountFlingTable;
window.unmountFlingTable = unmountFlingTable;
