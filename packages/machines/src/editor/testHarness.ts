import type { NotifyParams } from '../shared/notify.ts';
import { createActor, type ActorRefFrom, type AnyActorRef, type InspectionEvent } from 'xstate';
import { landingSettingsActors, landingSettingsEffects } from '../landingSettings/actors.ts';
import { landingSettingsMachine } from '../landingSettings/machine.ts';
import { landingSettingsMount } from '../landingSettings/section.ts';
import { relatedLaunchersActors, relatedLaunchersEffects } from '../relatedLaunchers/actors.ts';
import { relatedLaunchersMachine } from '../relatedLaunchers/machine.ts';
import { relatedLaunchersMount } from '../relatedLaunchers/section.ts';
import { translationsActors, translationsEffects } from '../translations/actors.ts';
import { translationsMachine } from '../translations/machine.ts';
import { translationsMount } from '../translations/section.ts';
import { PendingCalls, recordingActions } from '../testing/pendingCalls.ts';
import { editorActors, editorEffects, type LandingCreatedParams } from './actors.ts';
import type { EditorInput } from './context.ts';
import type { EditorLocation } from './entities.ts';
import { editorMachine } from './machine.ts';
import { EDITOR_SYSTEM_ID } from './protocol.ts';
import { partHostOf, sectionHostOf, type PartHost, type SectionHosts } from './sections.ts';

export type EditorEffect =
  | ({ type: 'notify' } & NotifyParams)
  | ({ type: 'reportLocation' } & EditorLocation)
  | ({ type: 'reportLandingCreated' } & LandingCreatedParams);

type Recorder = (type: string, params: unknown) => void;

/** The sections this package holds the machines of, faked like the editor's own effects. */
function builtInSections(calls: PendingCalls, record: Recorder): SectionHosts {
  return {
    landingSettings: sectionHostOf(
      landingSettingsMount,
      landingSettingsMachine.provide({
        actors: calls.actorsFor(landingSettingsActors),
        actions: recordingActions(landingSettingsEffects, record),
      }),
    ),
    relatedLaunchers: sectionHostOf(
      relatedLaunchersMount,
      relatedLaunchersMachine.provide({
        actors: calls.actorsFor(relatedLaunchersActors),
        actions: recordingActions(relatedLaunchersEffects, record),
      }),
    ),
  };
}

/** The translation strip, faked the same way. */
function builtInStrip(calls: PendingCalls, record: Recorder): PartHost {
  return partHostOf(
    translationsMount,
    translationsMachine.provide({
      actors: calls.actorsFor(translationsActors),
      actions: recordingActions(translationsEffects, record),
    }),
  );
}

/**
 * The editor machine with every effect faked, from its placeholder records: actors answer when
 * the test says so, actions are recorded in order. Unless the input names its sections, the
 * sections whose machines live in this package run too, and so does the translation strip, their
 * effects faked the same way (their calls answered through the same `calls`, their toasts in the
 * same list).
 */
export function startEditor(input: EditorInput, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: EditorEffect[] = [];
  const record: Recorder = (type, params) => {
    effects.push({ type, ...(params as object) } as EditorEffect);
  };
  const machine = editorMachine.provide({
    actors: calls.actorsFor(editorActors),
    actions: recordingActions(editorEffects, record),
  });
  const sections = input.sections ?? builtInSections(calls, record);
  const translationStrip =
    input.translationStrip === undefined ? builtInStrip(calls, record) : input.translationStrip;
  const actor = createActor(machine, {
    input: { ...input, sections, translationStrip },
    inspect,
    systemId: EDITOR_SYSTEM_ID,
  }).start();
  const toasts = () =>
    effects.flatMap((effect) =>
      effect.type === 'notify' ? [`${effect.kind}: ${effect.text}`] : [],
    );
  /** The running section's actor (a test fails here when none runs). */
  const section = (): AnyActorRef => {
    const running = actor.getSnapshot().context.runningSection;
    if (running === null) throw new Error('No section runs');
    return running.ref;
  };
  /** The translation strip's actor (a test fails here when none runs). */
  const strip = (): ActorRefFrom<typeof translationsMachine> => {
    const running = actor.getSnapshot().context.runningStrip;
    if (running === null) throw new Error('No translation strip runs');
    return running.ref as ActorRefFrom<typeof translationsMachine>;
  };
  return { actor, calls, effects, toasts, section, strip };
}
