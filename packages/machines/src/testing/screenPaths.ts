/** An invoked actor's answer on a model path: `done` or `error`. */
export type ScreenAnswer = { actor: string; failed: boolean };

/** One event the operator sends on the screen, with the answers of the calls it starts. */
export type ScreenStep = { event: string; answers: ScreenAnswer[] };

const ANSWER = /^(?:xstate\.)?(done|error)\.actor\.(.+)$/;

/**
 * A model path as a screen takes it. The model steps through every answer of an invoked actor;
 * on a screen against the MSW kit those answers come from the back office, so a failure has to
 * be switched on before the operator's event that starts the call. `eventTypes` are the path's
 * events as `pathName` prints them (`done.actor.loadApp`, `form.save`, …). Answers before the
 * first operator event are the screen's loads.
 */
export function screenStepsOf(eventTypes: readonly string[]): {
  loads: ScreenAnswer[];
  steps: ScreenStep[];
} {
  const loads: ScreenAnswer[] = [];
  const steps: ScreenStep[] = [];
  for (const type of eventTypes) {
    const answer = ANSWER.exec(type);
    if (!answer) {
      steps.push({ event: type, answers: [] });
      continue;
    }
    const entry = { actor: answer[2]!, failed: answer[1] === 'error' };
    (steps.at(-1)?.answers ?? loads).push(entry);
  }
  return { loads, steps };
}
