import type { NotifyParams } from '../shared/notify.ts';
import { assign, enqueueActions, setup } from 'xstate';
import { linkableFailure, linkableOf } from '../relatedLaunchers/linkable.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import { editorActors, editorEffects } from './actors.ts';
import { contentWarningOf, locationOf } from './activation.ts';
import { initialEditorContext, type EditorContext, type EditorInput } from './context.ts';
import { type EditorLocation } from './entities.ts';
import type { EditorEvent, EditorMove } from './events.ts';
import {
  contentsOf,
  hasUnsavedChanges,
  activeLauncherLeftLanding,
  isSectionEnabled,
  launcherToOpen,
  relatedLauncherIdOf,
  wantedSection,
  wantedStrip,
} from './guards.ts';
import type { ToastText } from '../shared/toastTexts.ts';

export type EditorTag = 'loading' | 'busy';

export const toast = (kind: NotifyParams['kind'], text: ToastText) => ({
  type: 'notify' as const,
  params: { kind, text },
});

export const failure = (fallback: ToastText) => ({
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

/** A move the operator makes while the section holds unsaved work: asked first. */
export const askFirst = {
  guard: 'mustAskToLeave',
  target: 'confirmingLeave',
  actions: 'keepPendingMove',
} as const;

/** The landing or its launcher could not be loaded: the error shows in place of the editor. */
export const loadFailure = (fallback: ToastText) => ({
  type: 'failLoad' as const,
  params: { fallback },
});

const MOVES: ReadonlySet<EditorEvent['type']> = new Set<EditorMove['type']>([
  'section.select',
  'launcher.switch',
  'content.switch',
  'location.change',
]);
const isMove = (event: EditorEvent): event is EditorMove => MOVES.has(event.type);

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
    /**
     * Starts, restarts or stops the active section's actor and the translation strip's to match
     * what is shown; a strip that goes on running hears what the editor knows now.
     */
    syncSection: enqueueActions(({ context, enqueue }) => {
      const wanted = wantedSection(context);
      const running = context.runningSection;
      if (!(running && wanted && running.id === wanted.id && running.key === wanted.key)) {
        if (running) enqueue.stopChild(running.ref);
        if (running || wanted) {
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
        }
      }
      const strip = wantedStrip(context);
      const runningStrip = context.runningStrip;
      if (runningStrip && strip && runningStrip.key === strip.key) {
        enqueue.sendTo(runningStrip.ref, { type: 'section.context', context: strip.context });
        return;
      }
      if (runningStrip) enqueue.stopChild(runningStrip.ref);
      enqueue.assign({
        runningStrip: ({ spawn }) =>
          strip && {
            key: strip.key,
            ref: spawn(strip.host.logic, { input: strip.host.input(strip.context) }),
          },
      });
    }),
    /** Everything back to the start for another location (the section actor stops). */
    resetTo: enqueueActions(({ context, enqueue }, params: unknown) => {
      const location = params as EditorLocation;
      if (context.runningSection) enqueue.stopChild(context.runningSection.ref);
      if (context.runningStrip) enqueue.stopChild(context.runningStrip.ref);
      enqueue.assign(
        initialEditorContext({
          landingId: location.landingId,
          relatedLauncherId: location.relatedLauncherId,
          sections: context.sections,
          translationStrip: context.translationStrip,
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
    keepLinkable: assign({ linkableLaunchers: ({ event }) => linkableOf(event) }),
    linkableFailed: enqueueActions(({ event, enqueue }) => {
      enqueue.assign({ linkableLaunchers: [] });
      enqueue({ type: 'notify', params: linkableFailure(event) });
    }),
    keepPendingMove: assign({ pendingMove: ({ event }) => (isMove(event) ? event : null) }),
    /** Everything back to a new, empty landing; the host's URL follows. */
    startNewLanding: enqueueActions(({ enqueue }) => {
      const none: EditorLocation = { landingId: null, relatedLauncherId: null };
      enqueue({ type: 'resetTo', params: none });
      enqueue({ type: 'reportLocation', params: none });
    }),
    failLoad: enqueueActions(({ event, enqueue }, params: unknown) => {
      const { fallback } = params as { fallback: ToastText };
      const text = errorMessage((event as { error?: unknown }).error, fallback);
      enqueue.assign({ loadError: text });
      enqueue({ type: 'notify', params: { kind: 'error', text } });
    }),
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
    mustAskToLeave: ({ context }) => !context.leaveConfirmed && hasUnsavedChanges(context),
    isSectionDisabled: ({ context, event }) =>
      event.type === 'section.select' && !isSectionEnabled(context, event.section),
    isSameSection: ({ context, event }) =>
      event.type === 'section.select' && event.section === context.section,
    isActiveLauncher: ({ context, event }) =>
      event.type === 'launcher.switch' && event.launcherId === context.launcher?.id,
    isActiveContent: ({ context, event }) =>
      event.type === 'content.switch' && event.contentId === context.activeContent?.id,
    isActiveContentDeleted: ({ context, event }) =>
      event.type === 'translation.deletedElsewhere' &&
      event.contentId === context.activeContent?.id,
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
    isReportedRelatedKept: ({ context }) =>
      context.requestedLauncherId === relatedLauncherIdOf(context),
  },
});
