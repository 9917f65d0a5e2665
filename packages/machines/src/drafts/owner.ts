/** The user fields a draft's owner is read from (all optional: a back office may leave any out). */
export interface DraftOwnerSource {
  id?: number | undefined;
  email?: string | undefined;
  name?: string | undefined;
}

/**
 * Whose drafts these are: the user's id, else their email (any case), else their name. A back
 * office may answer `email: null` (console.md §2 shows a dash), so the id comes first; a user with
 * none of the three still gets a key, shared by whoever signs in on this browser without one.
 */
export const draftOwnerOf = (user: DraftOwnerSource): string => {
  if (user.id !== undefined) return `id:${user.id}`;
  if (user.email) return `email:${user.email.toLowerCase()}`;
  if (user.name) return `name:${user.name}`;
  return 'unknown-user';
};
