import type { ApiClient } from '@landing/api';
import { editorStateOf, sameEditorState, type EditorState } from '@landing/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useImperativeHandle, useState } from 'react';
import type { LandingEditorPropsOf } from '../package/contract.ts';
import type { EditorConnection } from '../root/editorClient.ts';
import { EditorRoot } from '../root/EditorRoot.tsx';
import { useLatest } from '../root/useLatest.ts';
import { CatalogProvider } from '../headless/CatalogContext.tsx';
import { createDirtyForms, DirtyFormsProvider } from '../headless/DirtyForms.tsx';
import { LandingEditorProvider } from '../headless/LandingEditorContext.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import { EditorShell } from '../shell/EditorShell.tsx';
import { observeEditorState } from '../headless/observeEditorState.ts';
import type { SectionDefinition } from '../sections/types.ts';
import { editorConstruction } from '../wiring/editorConstruction.ts';
import { MessagesProvider } from '../messages/messages.tsx';
import { HostWordedToasts } from '../messages/HostWordedToasts.tsx';

export type { LandingEditorCallbacks, LandingEditorHandle } from '../package/contract.ts';

export type LandingEditorProps = LandingEditorPropsOf<ApiClient>;

/**
 * The landing editor. It loads and saves the landing itself; the host owns the URL: it passes
 * `landingId` / `relatedLauncherId` and hears `onLocationChange` when the editor moves.
 */
export function LandingEditor({
  client,
  apiUrl,
  trackerUrl,
  registrarUrl,
  theme,
  className,
  label,
  onError,
  onSessionEnded,
  messages,
  ...rest
}: LandingEditorProps) {
  const latestOnError = useLatest(onError);
  const connection = client ? { client } : { apiUrl, trackerUrl, registrarUrl };
  return (
    // Outside the root: the root's own 'Sign in again' dialog is worded by `messages` too.
    <MessagesProvider messages={messages}>
      <EditorRoot
        {...connection}
        theme={theme}
        className={className}
        label={label}
        onLog={(message, error) => latestOnError.current?.(error ?? new Error(message))}
        onSessionEnded={onSessionEnded}
      >
        <HostWordedToasts>
          <EditorInstance {...rest} />
        </HostWordedToasts>
      </EditorRoot>
    </MessagesProvider>
  );
}

type InstanceProps = Omit<
  LandingEditorProps,
  | keyof EditorConnection
  | 'theme'
  | 'className'
  | 'label'
  | 'onError'
  | 'onSessionEnded'
  | 'messages'
> & {
  /** The editor's sections: the registry's, unless a test adds its own. */
  sections?: readonly SectionDefinition[];
};

/** One editor inside an `EditorRoot`: its actors, the host's URL and callbacks, the shell. */
export function EditorInstance({
  landingId = null,
  relatedLauncherId = null,
  onLocationChange,
  onLandingCreated,
  onDirtyChange,
  onStateChange,
  onSaved,
  ref,
  sections,
}: InstanceProps) {
  const services = useEditorServices();
  const latest = useLatest({
    onLocationChange,
    onLandingCreated,
    onDirtyChange,
    onStateChange,
    onSaved,
  });
  const [construction] = useState(() =>
    editorConstruction(
      services,
      {
        onLocationChange: (location) => latest.current.onLocationChange?.(location),
        onLandingCreated: (id) => latest.current.onLandingCreated?.(id),
      },
      sections,
    ),
  );
  const actor = useActorRef(
    construction.logic,
    construction.actorOptions({ landingId, relatedLauncherId }),
  );
  const catalog = useActorRef(construction.catalogLogic);

  // The host's URL: the editor follows (asking first when there are unsaved changes).
  useEffect(() => {
    actor.send({ type: 'location.change', landingId, relatedLauncherId });
  }, [actor, landingId, relatedLauncherId]);

  // The machines' state, dirty too while a form outside them (Add Template) holds unsaved work.
  const [dirtyForms] = useState(createDirtyForms);
  const [stateNow] = useState(() => (): EditorState => {
    const state = editorStateOf(actor.getSnapshot());
    return dirtyForms.any() && !state.dirty ? { ...state, dirty: true } : state;
  });

  useEffect(() => {
    let last = stateNow();
    latest.current.onDirtyChange?.(last.dirty);
    const changed = () => {
      const state = stateNow();
      if (sameEditorState(last, state)) return;
      const dirtyChanged = state.dirty !== last.dirty;
      last = state;
      latest.current.onStateChange?.(state);
      if (dirtyChanged) latest.current.onDirtyChange?.(state.dirty);
    };
    const offMachines = observeEditorState(actor, changed);
    const offForms = dirtyForms.subscribe(changed);
    return () => {
      offMachines();
      offForms();
    };
  }, [actor, latest, stateNow, dirtyForms]);

  useEffect(
    () =>
      services.client.events.on('mutationSucceeded', (write) =>
        latest.current.onSaved?.({ ...write, state: stateNow() }),
      ),
    [services, latest, stateNow],
  );

  useImperativeHandle(
    ref,
    () => ({
      getState: stateNow,
      isDirty: () => stateNow().dirty,
      reload: () => {
        actor.send({ type: 'editor.reload' });
        catalog.send({ type: 'catalog.reload' });
      },
    }),
    [actor, catalog, stateNow],
  );

  return (
    <LandingEditorProvider actor={actor} sections={construction.sections}>
      <CatalogProvider actor={catalog}>
        <DirtyFormsProvider forms={dirtyForms}>
          <EditorShell />
        </DirtyFormsProvider>
      </CatalogProvider>
    </LandingEditorProvider>
  );
}
