import { editorStateOf, type EditorLocation, type EditorState } from '@landing/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import type { EditorConnection } from '../root/editorClient.ts';
import { EditorRoot, type EditorTheme } from '../root/EditorRoot.tsx';
import { useLatest } from '../root/useLatest.ts';
import { CatalogProvider } from '../headless/CatalogContext.tsx';
import { LandingEditorProvider } from '../headless/LandingEditorContext.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import { EditorShell } from '../shell/EditorShell.tsx';
import { observeEditorState } from '../headless/observeEditorState.ts';
import { editorConstruction } from '../wiring/editorConstruction.ts';

/** What a host can ask of a mounted editor. */
export type LandingEditorHandle = {
  /** Where the editor is and whether work is unsaved or saving. */
  getState: () => EditorState;
  /** Whether the shown section holds unsaved changes. */
  isDirty: () => boolean;
  /** Loads the landing again from the server. */
  reload: () => void;
};

export type LandingEditorCallbacks = {
  /** The editor moved by itself (landing created, launcher switched): write it to your URL. */
  onLocationChange?: (location: EditorLocation) => void;
  onLandingCreated?: (landingId: number) => void;
  /** A link out of the editor (none today: the editor renders no address; see the README). */
  onNavigate?: (to: string) => void;
  onDirtyChange?: (isDirty: boolean) => void;
  /** Any change of what `getState()` returns. */
  onStateChange?: (state: EditorState) => void;
  /** What the editor cannot show itself. */
  onError?: (error: unknown) => void;
};

export type LandingEditorProps = EditorConnection &
  LandingEditorCallbacks & {
    /** The landing to open; none (or null) starts a new landing. */
    landingId?: number | null;
    /** A related launcher of that landing to open instead of its main launcher. */
    relatedLauncherId?: number | null;
    theme?: EditorTheme;
    className?: string;
    /** Names the editor's notifications region (give each editor on a page its own). */
    label?: string;
    ref?: Ref<LandingEditorHandle>;
  };

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
  ...rest
}: LandingEditorProps) {
  const latestOnError = useLatest(onError);
  const connection = client ? { client } : { apiUrl, trackerUrl, registrarUrl };
  return (
    <EditorRoot
      {...connection}
      theme={theme}
      className={className}
      label={label}
      onLog={(message, error) => latestOnError.current?.(error ?? new Error(message))}
    >
      <EditorInstance {...rest} />
    </EditorRoot>
  );
}

type InstanceProps = Omit<
  LandingEditorProps,
  keyof EditorConnection | 'theme' | 'className' | 'label' | 'onError'
>;

function EditorInstance({
  landingId = null,
  relatedLauncherId = null,
  onLocationChange,
  onLandingCreated,
  onDirtyChange,
  onStateChange,
  ref,
}: InstanceProps) {
  const services = useEditorServices();
  const latest = useLatest({ onLocationChange, onLandingCreated, onDirtyChange, onStateChange });
  const [construction] = useState(() =>
    editorConstruction(services, {
      onLocationChange: (location) => latest.current.onLocationChange?.(location),
      onLandingCreated: (id) => latest.current.onLandingCreated?.(id),
    }),
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
    <LandingEditorProvider actor={actor}>
      <CatalogProvider actor={catalog}>
        <EditorShell />
      </CatalogProvider>
    </LandingEditorProvider>
  );
}
