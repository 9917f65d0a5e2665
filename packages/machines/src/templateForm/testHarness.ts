import type { Template } from '@landing/api';
import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { recordInjectedActions } from '../testing/recordedActions.ts';
import { templateFormActors } from './actors.ts';
import type { TemplateArchive } from './context.ts';
import { templateFormMachine } from './machine.ts';

export type TemplateFormEffect =
  | { type: 'templateSaved'; template: Template }
  | { type: 'templateSavedWithoutRecord' }
  | { type: 'reportSaveFailure'; error: unknown };

/** A stored custom template to edit. */
export const storedTemplate: Template = {
  id: 7,
  code: 'slots7',
  description: 'Custom slots landing',
  archiveUrl: '/api/files/abc123',
  isCustom: true,
  createdBy: { fullName: 'Olga Operator', email: 'operator@example.com' },
  // apps/server's version (issue 29): updates name it; the no-version path has its own tests.
  version: 2,
};

/**
 * An archive of the given name and size (bytes are never read by the machine). Its name is an
 * own property so model events that differ only by archive serialize differently.
 */
export function archiveOf(name: string, size = 1024): TemplateArchive {
  return Object.assign(new Blob([new Uint8Array(size)], { type: 'application/zip' }), { name });
}

/** The template form machine with its effects faked: actors answer when the test says so. */
export function startTemplateForm(
  template: Template | null,
  inspect?: (event: InspectionEvent) => void,
) {
  const calls = new PendingCalls();
  const { actions, effects } = recordInjectedActions<TemplateFormEffect>(templateFormMachine);
  const machine = templateFormMachine.provide({
    actors: calls.actorsFor(templateFormActors),
    actions,
  });
  const actor = createActor(machine, { input: { template }, inspect }).start();
  return { actor, calls, effects };
}
