import type { EditorLocation } from '@landing/machines';
import { editorSelectors } from '@landing/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import type { EditorConnection } from '../root/editorClient.ts';
import { EditorRoot, type EditorTheme } from '../root/EditorRoot.tsx';
import { useLatest } from '../root/useLatest.ts';
import { CatalogProvider } from '../headless/CatalogContext.tsx';
import { LandingEditorProvider } from '../headless/LandingEditorContext.tsx';
import { sectionDefinitions } from '../sections/registry.ts';
import { useEditorServices } from '../services/EditorServices.tsx';
import { EditorShell } from '../shell/EditorShell.tsx';
import { createCatalogLogic, createEditorLogic } from '../wiring/editorLogic.ts';
import { sectionHostsFor } from '../wiring/sectionHosts.ts';

/** What a host can ask of a mounted editor. */
export type LandingEditorHandle = {
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
  ref,
}: InstanceProps) {
  const services = useEditorServices();
  const latest = useLatest({ onLocationChange, onLandingCreated, onDirtyChange });
  const [logic] = useState(() =>
    createEditorLogic(services, {
      onLocationChange: (location) => latest.current.onLocationChange?.(location),
      onLandingCreated: (id) => latest.current.onLandingCreated?.(id),
    }),
  );
  const [sections] = useState(() => sectionHostsFor(sectionDefinitions, services));
  const [catalogLogic] = useState(() => createCatalogLogic(services));
  const actor = useActorRef(logic, { input: { landingId, relatedLauncherId, sections } });
  const catalog = useActorRef(catalogLogic);

  // The host's URL: the editor follows (asking first when there are unsaved changes).
  useEffect(() => {
    actor.send({ type: 'location.change', landingId, relatedLauncherId });
  }, [actor, landingId, relatedLauncherId]);

  const isDirty = useSelector(actor, editorSelectors.selectIsDirty);
  useEffect(() => {
    latest.current.onDirtyChange?.(isDirty);
  }, [isDirty, latest]);

  useImperativeHandle(
    ref,
    () => ({
      isDirty: () => editorSelectors.selectIsDirty(actor.getSnapshot()),
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
