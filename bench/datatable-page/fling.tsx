// `window.measureFling(kind, count)`: a fast fling over a table of `count` rows, the DataTable or
// a plain HTML table (the control), scrolled 600 px every animation frame for 90 frames. Answers
// the frame intervals and the long tasks (over 50 ms) seen meanwhile.
import { createRoot } from 'react-dom/client';
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

export interface FlingMeasurement {
  frameMs: number[];
  longTasksMs: number[];
}

async function measureFling(kind: 'datatable' | 'plain', count: number): Promise<FlingMeasurement> {
  const rows = makeRows(count);
  const host = document.getElementById('root')!;
  host.replaceChildren();
  const container = document.createElement('div');
  host.append(container);
  const root = createRoot(container);
  let viewport: HTMLElement;
  if (kind === 'plain') {
    viewport = plainTable(container, rows);
  } else {
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
    viewport = container.querySelector<HTMLElement>('[role="region"]')!;
  }
  // The tables measured before are garbage now; collected here, not during this fling (the bench
  // starts Chromium with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  await settle();

  const longTasksMs: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const frameMs: number[] = [];
  let last = await frame();
  for (let i = 0; i < 90; i += 1) {
    viewport.scrollTop += 600;
    const now = await frame();
    frameMs.push(now - last);
    last = now;
  }
  await settle();
  observer.disconnect();
  root.unmount();
  host.replaceChildren();
  return { frameMs, longTasksMs };
}

declare global {
  interface Window {
    measureFling: typeof measureFling;
  }
}

window.measureFling = measureFling;
