import type { NotifyParams } from '../shared/notify.ts';
import { assign, enqueueActions, setup } from 'xstate';
import { errorMessage } from '../shared/serverMessage.ts';
import { editorActors, editorEffects } from './actors.ts';
import { contentWarningOf, locationOf } from './activation.ts';
import { initialEditorContext, type EditorContext, type EditorInput } from './context.ts';
import { type EditorLocation } from './entities.ts';
import type { EditorEvent } from './events.ts';
import {
  contentsOf,
  hasUnsavedChanges,
  activeLauncherLeftLanding,
  isSectionEnabled,
  launcherToOpen,
  relatedLauncherIdOf,
  wantedSection,
} from './guards.ts';

export type EditorTag = 'loading' | 'busy';

export const toast = (kind: NotifyParams['kind'], text: string) => ({
  type: 'notify' as const,
  params: { kind, text },
});

export const failure = (fallback: string) => ({
  type: 'notify' as const,
  params: ({ event }: { event: { error: unknown } }) => ({
    kind: 'error' as const,
    text: errorMessage(event.error, fallback),
  }),
});

/** The location a `location.change` asks for. */
export const resetToAskedLocation = {
  type: 'resetTo' as const,
  params: ({ event }: { event: EditorEvent }): EditorLocation =>
    event.type === 'location.change'
      ? { landingId: event.landingId, relatedLauncherId: event.relatedLauncherId }
      : { landingId: null, relatedLauncherId: null },
};

export const mainLauncherId = (context: EditorContext) => context.landing?.mainLauncher?.id ?? null;

/** The editor machine's types, injected effects, actions and guards: its states are in machine.ts. */
export const editorSetup = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
    tags: {} as EditorTag,
  },
  actors: editorActors,
  actions: {
    ...editorEffects,
    /** Starts, restarts or stops the active section's actor to match what is shown. */
    syncSection: enqueueActions(({ context, enqueue }) => {
      const wanted = wantedSection(context);
      const running = context.runningSection;
      if (running && wanted && running.id === wanted.id && running.key === wanted.key) return;
      if (running) enqueue.stopChild(running.ref);
      if (!running && !wanted) return;
      enqueue.assign({
        runningSection: ({ spawn }) =>
          wanted
            ? {
                id: wanted.id,
                key: wanted.key,
                ref: spawn(wanted.host.logic, {
                  input: wanted.host.input(wanted.sectionContext),
                }),
              }
            : null,
      });
    }),
    /** Everything back to the start for another location (the section actor stops). */
    resetTo: enqueueActions(({ context, enqueue }, params: unknown) => {
      const location = params as EditorLocation;
      if (context.runningSection) enqueue.stopChild(context.runningSection.ref);
      enqueue.assign(
        initialEditorContext({
          landingId: location.landingId,
          relatedLauncherId: location.relatedLauncherId,
          sections: context.sections,
        }),
      );
    }),
    reportCurrentLocation: enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'reportLocation', params: locationOf(context) });
    }),
    warnAboutContents: enqueueActions(({ context, enqueue }) => {
      const warning = context.launcher ? contentWarningOf(context.launcher) : null;
      if (warning !== null) enqueue({ type: 'notify', params: { kind: 'warning', text: warning } });
    }),
    clearLeaveConfirmed: assign({ leaveConfirmed: false }),
    /** The launcher shown was unlinked: the editor goes back to the main launcher. */
    backToMainIfUnlinked: enqueueActions(({ context, enqueue }) => {
      const launcherId = mainLauncherId(context);
      if (activeLauncherLeftLanding(context) && launcherId !== null) {
        enqueue.raise({ type: 'launcher.switch', launcherId });
      }
    }),
  },
  guards: {
    hasLandingId: ({ context }) => context.landingId !== null,
    hasLauncherToOpen: ({ context }) => launcherToOpen(context) !== null,
    hasLauncher: ({ context }) => context.launcher !== null,
    mustAskToLeave: ({ context }) => !context.leaveConfirmed && hasUnsavedChanges(context),
    isSectionDisabled: ({ context, event }) =>
      event.type === 'section.select' && !isSectionEnabled(context, event.section),
    isSameSection: ({ context, event }) =>
      event.type === 'section.select' && event.section === context.section,
    isActiveLauncher: ({ context, event }) =>
      event.type === 'launcher.switch' && event.launcherId === context.launcher?.id,
    isActiveContent: ({ context, event }) =>
      event.type === 'content.switch' && event.contentId === context.activeContent?.id,
    isKnownContent: ({ context, event }) =>
      event.type === 'content.switch' &&
      contentsOf(context).some((content) => content.id === event.contentId),
    isSameLocation: ({ context, event }) =>
      event.type === 'location.change' &&
      event.landingId === context.landingId &&
      event.relatedLauncherId ===
        (context.launcher ? relatedLauncherIdOf(context) : context.requestedLauncherId),
    isSameLanding: ({ context, event }) =>
      event.type === 'location.change' &&
      event.landingId !== null &&
      event.landingId === context.landingId &&
      context.launcher !== null &&
      (event.relatedLauncherId ?? mainLauncherId(context)) !== null,
    hasChosenLocale: ({ context }) => context.newTranslation.localeId !== null,
    isDeletableContent: ({ context, event }) =>
      event.type === 'translation.delete' &&
      contentsOf(context).some((content) => content.id === event.contentId && !content.isDefault),
    isReportedRelatedKept: ({ context }) =>
      context.requestedLauncherId === relatedLauncherIdOf(context),
  },
});
