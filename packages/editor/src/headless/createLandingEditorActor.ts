import type { ApiClient } from '@landing/api';
import type { EditorLocation } from '@landing/machines';
import { createActor } from 'xstate';
import { sectionDefinitions } from '../sections/registry.ts';
import type { EditorServices, ToastKind } from '../services/EditorServices.tsx';
import { createEditorLogic } from '../wiring/editorLogic.ts';
import { sectionHostsFor } from '../wiring/sectionHosts.ts';

export type LandingEditorActorOptions = {
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

/**
 * The editor's machine, wired to the API client and started, for hosts that draw their own
 * chrome. Send it `location.change` when the host's URL changes; read it with
 * `useLandingEditor(selector)` under `<LandingEditorProvider actor>`; stop it when done.
 */
export function createLandingEditorActor(options: LandingEditorActorOptions) {
  const services: EditorServices = {
    client: options.client,
    notify: (kind, text) => options.notify?.(kind, text),
    log: (message, error) => options.onError?.(message, error),
  };
  const logic = createEditorLogic(services, {
    onLocationChange: (location) => options.onLocationChange?.(location),
    onLandingCreated: (landingId) => options.onLandingCreated?.(landingId),
  });
  return createActor(logic, {
    input: {
      landingId: options.landingId ?? null,
      relatedLauncherId: options.relatedLauncherId ?? null,
      sections: sectionHostsFor(sectionDefinitions, services),
    },
  }).start();
}

export type LandingEditorActor = ReturnType<typeof createLandingEditorActor>;
