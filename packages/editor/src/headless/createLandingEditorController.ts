import type { ApiClient } from '@landing/api';
import { editorStateOf, type EditorLocation, type EditorState } from '@landing/machines';
import { createActor } from 'xstate';
import type { EditorServices, ToastKind } from '../services/EditorServices.tsx';
import { editorConstruction } from '../wiring/editorConstruction.ts';
import { observeEditorState } from './observeEditorState.ts';

export type LandingEditorControllerOptions = {
  client: ApiClient;
  landingId?: number | null;
  relatedLauncherId?: number | null;
  onLocationChange?: (location: EditorLocation) => void;
  onLandingCreated?: (landingId: number) => void;
  /** The editor's toasts (the host shows them its own way). */
  notify?: (kind: ToastKind, text: string) => void;
  /** Failures the editor only logs. */
  onError?: (message: string, error?: unknown) => void;
};

/** A running editor without its view: what a host may read of it and ask of it. */
export type LandingEditorController = {
  getState: () => EditorState;
  /** Hears every change of `getState()`; returns the unsubscribe. */
  subscribe: (listener: (state: EditorState) => void) => () => void;
  /** The host's URL changed: the editor follows (asking first when work is unsaved). */
  setLocation: (location: EditorLocation) => void;
  /** Loads the landing again from the server. */
  reload: () => void;
  stop: () => void;
};

/** The editor's machines wired to the API client and started, for hosts with their own view. */
export function createLandingEditorController(
  options: LandingEditorControllerOptions,
): LandingEditorController {
  const services: EditorServices = {
    client: options.client,
    notify: (kind, text) => options.notify?.(kind, text),
    log: (message, error) => options.onError?.(message, error),
  };
  const construction = editorConstruction(services, {
    onLocationChange: (location) => options.onLocationChange?.(location),
    onLandingCreated: (landingId) => options.onLandingCreated?.(landingId),
  });
  const actor = createActor(
    construction.logic,
    construction.actorOptions({
      landingId: options.landingId ?? null,
      relatedLauncherId: options.relatedLauncherId ?? null,
    }),
  ).start();
  return {
    getState: () => editorStateOf(actor.getSnapshot()),
    subscribe: (listener) => observeEditorState(actor, listener),
    setLocation: (location) => actor.send({ type: 'location.change', ...location }),
    reload: () => actor.send({ type: 'editor.reload' }),
    stop: () => actor.stop(),
  };
}
