import type { ApiClient } from '@landing/api';
import { editorStateOf } from '@landing/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useImperativeHandle, useState } from 'react';
import type { LandingEditorPropsOf } from '../package/contract.ts';
import type { EditorConnection } from '../root/editorClient.ts';
import { EditorRoot } from '../root/EditorRoot.tsx';
import { useLatest } from '../root/useLatest.ts';
import { CatalogProvider } from '../headless/CatalogContext.tsx';
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

  useEffect(() => {
    let wasDirty = editorStateOf(actor.getSnapshot()).dirty;
    latest.current.onDirtyChange?.(wasDirty);
    return observeEditorState(actor, (state) => {
      latest.current.onStateChange?.(state);
      if (state.dirty === wasDirty) return;
      wasDirty = state.dirty;
      latest.current.onDirtyChange?.(state.dirty);
    });
  }, [actor, latest]);

  useEffect(
    () =>
      services.client.events.on('mutationSucceeded', (write) =>
        latest.current.onSaved?.({ ...write, state: editorStateOf(actor.getSnapshot()) }),
      ),
    [services, actor, latest],
  );

  useImperativeHandle(
    ref,
    () => ({
      getState: () => editorStateOf(actor.getSnapshot()),
      isDirty: () => editorStateOf(actor.getSnapshot()).dirty,
      reload: () => {
        actor.send({ type: 'editor.reload' });
        catalog.send({ type: 'catalog.reload' });
      },
    }),
    [actor, catalog],
  );

  return (
    <LandingEditorProvider actor={actor} sections={construction.sections}>
      <CatalogProvider actor={catalog}>
        <EditorShell />
      </CatalogProvider>
    </LandingEditorProvider>
  );
}
