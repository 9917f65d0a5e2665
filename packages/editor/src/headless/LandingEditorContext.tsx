import type { EditorSnapshot } from '@landing/machines';
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { EditorLogic } from '../wiring/editorLogic.ts';

export type EditorActorRef = ActorRefFrom<EditorLogic>;

const EditorActorContext = createContext<EditorActorRef | null>(null);

/** Makes one editor actor available to `useLandingEditor` below it. */
export function LandingEditorProvider({
  actor,
  children,
}: {
  actor: EditorActorRef;
  children: ReactNode;
}) {
  return <EditorActorContext.Provider value={actor}>{children}</EditorActorContext.Provider>;
}

export function useEditorActor(): EditorActorRef {
  const actor = useContext(EditorActorContext);
  if (!actor) throw new Error('useLandingEditor must be used inside <LandingEditorProvider>');
  return actor;
}

/** One value of the editor's state, e.g. `useLandingEditor(editorSelectors.selectLandingId)`. */
export function useLandingEditor<T>(selector: (snapshot: EditorSnapshot) => T): T {
  return useSelector(useEditorActor(), selector);
}
