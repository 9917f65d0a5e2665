import type { App } from '@landing/api';
import type { Column } from '@landing/ui';
import { withListFields } from '../ListScreen/listView.ts';
import { APP_LIST_FIELDS } from '../listFields/listFields.ts';
import { PushokCell, WebServerUrlCell } from './AppLinkCells.tsx';

/** How an app is named in buttons and confirmations: its name, else its id (as the breadcrumb). */
export const appLabel = (app: App) => app.name?.trim() || `App #${app.id}`;

/** The 'All Apps' columns, in the spec's order. */
export const appColumns: readonly Column<App>[] = withListFields<App>(
  [
    { field: 'id', header: 'ID', width: '64px' },
    { field: 'name', header: 'Name' },
    { field: 'pushService', header: 'Push Service', width: '120px' },
    { field: 'webServerId', header: 'Web Server ID', width: '120px' },
    { field: 'openerLink', header: 'Opener Link' },
    {
      field: 'webServerUrl',
      header: 'Web Server URL',
      // Room for the 40-character cut over two lines, so its end (the domain's) always shows.
      width: '200px',
      render: (app) => <WebServerUrlCell url={app.webServerUrl} />,
    },
    {
      field: 'pushokUrl',
      header: 'Pushok',
      width: '80px',
      render: (app) => <PushokCell appName={appLabel(app)} url={app.pushokUrl} />,
    },
  ],
  APP_LIST_FIELDS,
);
