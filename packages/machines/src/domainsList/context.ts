import type { Domain } from '@landing/api';

export type DomainsListContext = {
  /** The rows as last loaded (each row's checked status lives in its own child actor). */
  domains: Domain[];
  /** Why the last load failed; null otherwise. */
  error: string | null;
};

export const initialDomainsListContext = (): DomainsListContext => ({ domains: [], error: null });
