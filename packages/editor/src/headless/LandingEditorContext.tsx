import type { EditorSnapshot, SectionId } from '@landing/machines';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SectionDefinition } from '../sections/types.ts';
import type { EditorLogic } from '../wiring/editorLogic.ts';

export type EditorActorRef = ActorRefFrom<EditorLogic>;

type EditorInstance = { actor: EditorActorRef; sections: readonly SectionDefinition[] };

const EditorInstanceContext = createContext<EditorInstance | null>(null);

/** Makes one editor actor and its sections available to `useLandingEditor` below it. */
export function LandingEditorProvider({
  actor,
  sections,
  children,
}: EditorInstance & { children: ReactNode }) {
  const value = useMemo(() => ({ actor, sections }), [actor, sections]);
  return <EditorInstanceContext.Provider value={value}>{children}</EditorInstanceContext.Provider>;
}

function useEditorInstance(): EditorInstance {
  const instance = useContext(EditorInstanceContext);
  if (!instance) throw new Error('useLandingEditor must be used inside <LandingEditorProvider>');
  return instance;
}

export function useEditorActor(): EditorActorRef {
  return useEditorInstance().actor;
}

/** The editor's sections, in side navigation order. */
export function useSectionDefinitions(): readonly SectionDefinition[] {
  return useEditorInstance().sections;
}

/** The definition of one section (undefined for an id no definition has). */
export function useSectionDefinition(id: SectionId): SectionDefinition | undefined {
  return useSectionDefinitions().find((definition) => definition.id === id);
}

/** One value of the editor's state, e.g. `useLandingEditor(editorSelectors.selectLandingId)`. */
export function useLandingEditor<T>(selector: (snapshot: EditorSnapshot) => T): T {
  return useSelector(useEditorActor(), selector);
}
