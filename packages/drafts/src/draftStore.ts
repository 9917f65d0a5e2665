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

/**
 * Whose drafts these are: the signed-in user (`draftOwnerOf`). The client asks once per access
 * token, so the session's own look-up answers it, and another operator's sign-in on this page
 * is another owner.
 */
export const draftOwner = (client: ApiClient): Promise<string> =>
  client.tracker.user().then(draftOwnerOf);
