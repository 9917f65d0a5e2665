// The Apps screens' addresses, apart from the list screen: /apps/{id} links to them without
// loading the table (and its DataTable chunk).
export const APPS_PATH = '/apps';
export const NEW_APP_PATH = '/apps/new';
export const appPath = (id: number) => `/apps/${id}`;
