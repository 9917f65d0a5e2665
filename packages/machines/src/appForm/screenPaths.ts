/**
 * The appForm model paths the AppPage stories drive through the screen against the MSW kit, as
 * `pathName` prints their events. The model test checks that each is one of the model's
 * shortest paths, so a story cannot drift from the machine. Chosen: every save path of the
 * model whose `form.change` is its first sample (a complete new app; a rename) and whose
 * answers the MSW kit can give for it (its chosen subdomain has no record yet). Paths with a
 * failed load, a reset or a retry stay with the unit model test: they add no save behaviour, and
 * each story mounts the screen once, so the full set (hundreds of paths) would take minutes.
 */
const loads = ['done.actor.loadLinkableLandings', 'done.actor.loadDomains'];
const create = [...loads, 'form.change', 'form.save'];
const edit = [...loads, 'done.actor.loadApp', 'form.change', 'form.save'];

export const APP_FORM_SCREEN_PATHS = {
  createSaved: [
    ...create,
    'done.actor.loadDomainRecords',
    'done.actor.createDomainRecord',
    'done.actor.listApps',
    'done.actor.createApp',
    'done.actor.requestPushokApp',
  ],
  createSavedPushokFails: [
    ...create,
    'done.actor.loadDomainRecords',
    'done.actor.createDomainRecord',
    'done.actor.listApps',
    'done.actor.createApp',
    'error.actor.requestPushokApp',
  ],
  createAppFails: [
    ...create,
    'done.actor.loadDomainRecords',
    'done.actor.createDomainRecord',
    'done.actor.listApps',
    'error.actor.createApp',
  ],
  createRecordFails: [...create, 'done.actor.loadDomainRecords', 'error.actor.createDomainRecord'],
  createRecordLookupFails: [...create, 'error.actor.loadDomainRecords'],
  updateSaved: [...edit, 'done.actor.updateApp'],
  updateFails: [...edit, 'error.actor.updateApp'],
} as const;

export type AppFormScreenPath = keyof typeof APP_FORM_SCREEN_PATHS;
