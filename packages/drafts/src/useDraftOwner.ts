import type { ApiClient } from '@landing/api';
import { useEffect, useState } from 'react';
import { draftOwner } from './draftStore.ts';

/**
 * Whose drafts a form keeps: the signed-in user, or null until known (drafts are never kept
 * under someone else's name).
 */
export function useDraftOwner(client: ApiClient): string | null {
  const [user, setUser] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    draftOwner(client).then(
      (owner) => live && setUser(owner),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return user;
}
