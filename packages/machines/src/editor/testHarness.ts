import type { NotifyParams } from '../shared/notify.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type {
  CreateLandingInput,
  CreateLauncherInput,
  DeleteContentInput,
  LandingCreatedParams,
  LinkLauncherInput,
  LoadEditorContentInput,
  LoadLandingInput,
  LoadLauncherInput,
} from './actors.ts';
import type { EditorInput } from './context.ts';
import type {
  EditorLocation,
  Landing,
  Launcher,
  LauncherContent,
  LauncherContentCreate,
  LauncherUpdate,
  LinkableLauncher,
} from './entities.ts';
import { editorMachine } from './machine.ts';
import { EDITOR_SYSTEM_ID } from './protocol.ts';

export type EditorEffect =
  | ({ type: 'notify' } & NotifyParams)
  | ({ type: 'reportLocation' } & EditorLocation)
  | ({ type: 'reportLandingCreated' } & LandingCreatedParams);

/** The editor machine with every effect faked: actors answer when the test says so. */
export function startEditor(input: EditorInput, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: EditorEffect[] = [];
  const machine = editorMachine.provide({
    actors: {
      loadLanding: calls.actor<Landing, LoadLandingInput>('loadLanding'),
      loadLinkableLaunchers: calls.actor<LinkableLauncher[], LoadLandingInput>(
        'loadLinkableLaunchers',
      ),
      loadLauncher: calls.actor<Launcher, LoadLauncherInput>('loadLauncher'),
      loadContent: calls.actor<LauncherContent, LoadEditorContentInput>('loadContent'),
      createLauncher: calls.actor<Launcher, CreateLauncherInput>('createLauncher'),
      createLanding: calls.actor<Landing, CreateLandingInput>('createLanding'),
      updateLauncher: calls.actor<Launcher, LauncherUpdate>('updateLauncher'),
      createContent: calls.actor<LauncherContent, LauncherContentCreate>('createContent'),
      deleteContent: calls.actor<unknown, DeleteContentInput>('deleteContent'),
      linkLauncher: calls.actor<unknown, LinkLauncherInput>('linkLauncher'),
      unlinkLauncher: calls.actor<unknown, LinkLauncherInput>('unlinkLauncher'),
    },
    actions: {
      notify: (_, params: NotifyParams) => {
        effects.push({ type: 'notify', ...params });
      },
      reportLocation: (_, params: EditorLocation) => {
        effects.push({ type: 'reportLocation', ...params });
      },
      reportLandingCreated: (_, params: LandingCreatedParams) => {
        effects.push({ type: 'reportLandingCreated', ...params });
      },
    },
  });
  const actor = createActor(machine, { input, inspect, systemId: EDITOR_SYSTEM_ID }).start();
  const toasts = () =>
    effects.flatMap((effect) =>
      effect.type === 'notify' ? [`${effect.kind}: ${effect.text}`] : [],
    );
  return { actor, calls, effects, toasts };
}
