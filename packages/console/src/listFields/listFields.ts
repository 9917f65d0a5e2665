/**
 * Which columns of each console list sort and which the filter box searches, by field. The
 * routes read these to validate the URL's `sort` (no imports here, so the route files' first-load
 * part stays small); the columns read them to mark themselves.
 */
export type ListFields = { sortable: readonly string[]; filterable: readonly string[] };

export const APP_LIST_FIELDS = {
  sortable: ['id', 'name', 'pushService', 'webServerId', 'openerLink', 'webServerUrl'],
  filterable: ['name', 'webServerId', 'openerLink', 'webServerUrl'],
} as const satisfies ListFields;

export const LANDING_LIST_FIELDS = {
  sortable: ['webServerId', 'mainLauncher.name', 'mainLauncher.template.code', 'relatedLaunchers'],
  filterable: [
    'webServerId',
    'mainLauncher.name',
    'mainLauncher.template.code',
    'relatedLaunchers',
  ],
} as const satisfies ListFields;

export const TEMPLATE_LIST_FIELDS = {
  sortable: ['code', 'description', 'createdBy'],
  filterable: ['code', 'description', 'createdBy'],
} as const satisfies ListFields;

export const DOMAIN_LIST_FIELDS = {
  sortable: ['id', 'name', 'status', 'expireAt', 'records'],
  filterable: ['name'],
} as const satisfies ListFields;
