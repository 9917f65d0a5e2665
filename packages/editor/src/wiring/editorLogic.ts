import type {
  ApiClient,
  Landing,
  Launcher,
  LauncherContent,
  LinkableLauncher,
  Locale,
  Template,
} from '@landing/api';
import {
  editorCatalogMachine,
  editorMachine,
  type CatalogNotifyParams,
  type EditorLocation,
  type LandingCreatedParams,
  type LoadEditorContentInput,
  type LoadLandingInput,
  type LoadLauncherInput,
  type NotifyParams,
  type SectionHosts,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import type { EditorServices } from '../services/EditorServices.tsx';
import { launcherWithContents } from './launcherWithContents.ts';

/** What the editor tells its host (read through latest-value refs by the component). */
export type EditorHostEvents = {
  onLocationChange: (location: EditorLocation) => void;
  onLandingCreated: (landingId: number) => void;
};

/** The editor machine with every network effect answered by the API client. */
export function createEditorLogic(services: EditorServices, host: EditorHostEvents) {
  const { client } = services;
  return editorMachine.provide({
    actors: {
      loadLanding: fromPromise<Landing, LoadLandingInput>(({ input }) =>
        client.landing.getWithRelatedLaunchers(input.landingId),
      ),
      loadLinkableLaunchers: fromPromise<LinkableLauncher[], LoadLandingInput>(({ input }) =>
        client.landing.linkableLaunchers(input.landingId),
      ),
      loadLauncher: fromPromise<Launcher, LoadLauncherInput>(({ input }) =>
        launcherWithContents(client, input.launcherId),
      ),
      loadContent: fromPromise<LauncherContent, LoadEditorContentInput>(({ input }) =>
        client.launcherContent.get(input.contentId),
      ),
    },
    actions: {
      notify: (_, params: NotifyParams) => services.notify(params.kind, params.text),
      reportLocation: (_, params: EditorLocation) => host.onLocationChange(params),
      reportLandingCreated: (_, params: LandingCreatedParams) =>
        host.onLandingCreated(params.landingId),
    },
  });
}

export type EditorLogic = ReturnType<typeof createEditorLogic>;

/** The templates and locales lists, from the API client. */
export function createCatalogLogic(services: EditorServices) {
  const { client } = services;
  return editorCatalogMachine.provide({
    actors: {
      loadTemplates: fromPromise<Template[], void>(() => client.template.list()),
      loadLocales: fromPromise<Locale[], void>(() => client.locales.list()),
    },
    actions: {
      notify: (_, params: CatalogNotifyParams) => services.notify(params.kind, params.text),
    },
  });
}

export type CatalogLogic = ReturnType<typeof createCatalogLogic>;
export type { ApiClient, SectionHosts };
