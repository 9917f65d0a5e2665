/**
 * The resource-list model paths the Apps list stories drive through the screen against the MSW
 * kit (`appsListMachine` and `landingsListMachine` are one machine, `createResourceListMachine`,
 * so one model stands for both). The model test checks each is one of its shortest paths. All
 * of them but the `list.reload` ones: the Apps screen has no reload control (it reloads itself
 * after a delete, which the delete path shows).
 */
export const RESOURCE_LIST_SCREEN_PATHS = {
  removed: ['done.actor.loadItems', 'list.remove', 'done.actor.removeItem'],
  removeFails: ['done.actor.loadItems', 'list.remove', 'error.actor.removeItem'],
  loadFailsThenRetried: ['error.actor.loadItems', 'list.retry'],
} as const;

export type ResourceListScreenPath = keyof typeof RESOURCE_LIST_SCREEN_PATHS;
