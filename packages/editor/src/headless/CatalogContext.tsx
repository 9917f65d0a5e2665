import type { EditorCatalogSnapshot } from '@landing/machines';
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CatalogLogic } from '../wiring/editorLogic.ts';

export type CatalogActorRef = ActorRefFrom<CatalogLogic>;

const CatalogContext = createContext<CatalogActorRef | null>(null);

export function CatalogProvider({
  actor,
  children,
}: {
  actor: CatalogActorRef;
  children: ReactNode;
}) {
  return <CatalogContext.Provider value={actor}>{children}</CatalogContext.Provider>;
}

export function useCatalogActor(): CatalogActorRef {
  const actor = useContext(CatalogContext);
  if (!actor) throw new Error('useCatalog must be used inside <CatalogProvider>');
  return actor;
}

export function useCatalog<T>(selector: (snapshot: EditorCatalogSnapshot) => T): T {
  return useSelector(useCatalogActor(), selector);
}
