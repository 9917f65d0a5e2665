import type { NotifyParams } from '../shared/notify.ts';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls, recordingActions } from '../testing/pendingCalls.ts';
import { translationsActors, translationsEffects } from './actors.ts';
import type { TranslationsInput } from './context.ts';
import { translationsMachine } from './machine.ts';

/** The strip's machine with its effects faked from its placeholders. */
export function fakeTranslations() {
  const calls = new PendingCalls();
  const toasts: string[] = [];
  const machine = translationsMachine.provide({
    actors: calls.actorsFor(translationsActors),
    actions: recordingActions(translationsEffects, (_, params) => {
      const { kind, text } = params as NotifyParams;
      toasts.push(`${kind}: ${text}`);
    }),
  });
  return { machine, calls, toasts };
}

/** The strip running alone (no editor to report to). */
export function startTranslations(
  input: TranslationsInput,
  inspect?: (event: InspectionEvent) => void,
) {
  const { machine, calls, toasts } = fakeTranslations();
  const actor = createActor(machine, { input, inspect }).start();
  return { actor, calls, toasts };
}
