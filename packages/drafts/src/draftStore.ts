import type { ApiClient } from '@landing/api';
import { createDraftStore, draftOwnerOf, type DraftStore } from '@landing/machines';

const TAB_KEY = 'landing-draft-tab';

/** This tab's id: kept in sessionStorage, so a reload is the same writer and another tab is not. */
function tabId(): string {
  const existing = sessionStorage.getItem(TAB_KEY);
  if (existing !== null) return existing;
  const id = crypto.randomUUID();
  sessionStorage.setItem(TAB_KEY, id);
  return id;
}

let store: DraftStore | null = null;

/** The browser's drafts (localStorage), one store for every editor of this tab. */
export function browserDraftStore(): DraftStore {
  store ??= createDraftStore({ storage: localStorage, writer: tabId() });
  return store;
}

const users = new WeakMap<ApiClient, Promise<string>>();

/** Whose drafts these are: the signed-in user (`draftOwnerOf`), asked once per client. */
export function draftOwner(client: ApiClient): Promise<string> {
  let owner = users.get(client);
  if (owner === undefined) {
    owner = client.tracker.user().then(draftOwnerOf);
    // A failed look-up is asked again next time.
    owner.catch(() => users.delete(client));
    users.set(client, owner);
  }
  return owner;
}
