import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import { previewActors } from './actors.ts';
import type { PreviewInput, PreviewTarget } from './context.ts';
import { previewMachine } from './machine.ts';

export const target: PreviewTarget = { landingId: 4, launcherId: 9, contentId: 11 };
export const otherTarget: PreviewTarget = { landingId: 4, launcherId: 9, contentId: 12 };
export const previewUrl = 'https://preview.example.com/p/abc?token=t';
export const renewedUrl = 'https://preview.example.com/p/abc?token=renewed';

/**
 * The preview machine with a fake URL call that answers when the test says so. Delays are
 * given by the test: real ones with fake timers, or out of reach in the model test (which
 * sends the delayed events itself).
 */
export function startPreview(
  input: PreviewInput = {},
  options: {
    inspect?: (event: InspectionEvent) => void;
    delays?: { refreshDelay: number; frameTimeout: number };
  } = {},
) {
  const calls = new PendingCalls();
  const machine = previewMachine.provide({
    actors: calls.actorsFor(previewActors),
    ...(options.delays ? { delays: options.delays } : {}),
  });
  const actor = createActor(machine, { input, inspect: options.inspect }).start();
  return { actor, calls };
}
