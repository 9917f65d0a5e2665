import { LoginRequest } from '@landing/api';
import { createTestModel } from 'xstate/graph';
import { createActor, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import {
  itCoversEveryStateAndTransition,
  itWalksEveryPath,
  type ModelStep,
} from '../testing/modelPaths.ts';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type { SignInParams } from './actors.ts';
import { loginFormMachine } from './machine.ts';
import * as select from './selectors.ts';
import { LOGIN_MESSAGES } from './validation.ts';

const samples: Record<string, SampleEvent[]> = {
  'loginForm.change': [
    { type: 'loginForm.change', field: 'email', value: ' ada@example.com ' },
    { type: 'loginForm.change', field: 'email', value: 'ada@' },
    { type: 'loginForm.change', field: 'password', value: 'secret1' },
    { type: 'loginForm.change', field: 'password', value: '123' },
  ],
};
const eventTypes = [...Object.keys(samples), 'loginForm.submit'];

function startLoginForm(inspect?: (event: InspectionEvent) => void) {
  const signIns: SignInParams[] = [];
  const machine = loginFormMachine.provide({
    actions: { signIn: (_, request) => signIns.push(request) },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls: new PendingCalls(), signIns };
}

type Started = ReturnType<typeof startLoginForm>;
const seenSignIns = new WeakMap<Started, number>();
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as select.LoginFormSnapshot;

/** The spec's promises about the Login form, after every step; none is read from the config. */
function checkPromises({ event, before, after, started }: ModelStep<Started>) {
  const then = asSnapshot(before);
  const now = asSnapshot(after);
  const from = seenSignIns.get(started) ?? 0;
  const signIns = started.signIns.slice(from);
  seenSignIns.set(started, started.signIns.length);
  const values = { email: select.selectEmail(now), password: select.selectPassword(now) };
  const valid = LoginRequest.allows({ email: values.email.trim(), password: values.password });

  // What the operator typed is kept: only a change changes a field, and only that field.
  if (event.type === 'loginForm.change') {
    const { field, value } = event as unknown as { field: 'email' | 'password'; value: string };
    expect(field === 'email' ? values.email : values.password).toBe(value);
    const other = field === 'email' ? 'password' : 'email';
    expect(values[other]).toBe(
      other === 'email' ? select.selectEmail(then) : select.selectPassword(then),
    );
  } else {
    expect(values).toEqual({
      email: select.selectEmail(then),
      password: select.selectPassword(then),
    });
  }

  // A submit signs in exactly once with what the schema accepts, else shows why and sends nothing.
  if (event.type === 'loginForm.submit') {
    if (valid) {
      expect(signIns).toEqual([{ email: values.email.trim(), password: values.password }]);
      expect(signIns.every((request) => LoginRequest.allows(request))).toBe(true);
    } else {
      expect(signIns).toEqual([]);
      expect([select.selectEmailError(now), select.selectPasswordError(now)]).toContainEqual(
        expect.any(String),
      );
    }
  } else {
    expect(signIns).toEqual([]);
  }

  // A message shown is the spec's text for a field the schema refuses.
  const emailValid = LoginRequest.allows({ email: values.email.trim(), password: 'secret1' });
  const passwordValid = LoginRequest.allows({ email: 'a@b.co', password: values.password });
  const emailError = select.selectEmailError(now);
  const passwordError = select.selectPasswordError(now);
  if (emailError !== null) expect([emailError, emailValid]).toEqual([LOGIN_MESSAGES.email, false]);
  if (passwordError !== null) {
    expect([passwordError, passwordValid]).toEqual([LOGIN_MESSAGES.password, false]);
  }
}

const coverage = new CoverageRecorder();

describe('login form model', () => {
  const paths = createTestModel(loginFormMachine, {
    events: sampleEvents(samples),
  }).getShortestPaths();
  itWalksEveryPath(paths, () => startLoginForm(coverage.inspect), eventTypes, checkPromises);

  // A valid submit before any refused one leaves the form as it was, so no shortest path takes
  // it: walk it here, with the same promises.
  it('signs in from a form that was never refused', () => {
    const started = startLoginForm(coverage.inspect);
    const steps: SampleEvent[] = [
      { type: 'loginForm.change', field: 'email', value: ' ada@example.com ' },
      { type: 'loginForm.change', field: 'password', value: 'secret1' },
      { type: 'loginForm.submit' },
    ];
    for (const event of steps) {
      const before = started.actor.getSnapshot();
      started.actor.send(event as never);
      checkPromises({ event, before, after: started.actor.getSnapshot(), started });
    }
    expect(started.signIns).toHaveLength(1);
  });
});

describe('login form model coverage', () => {
  itCoversEveryStateAndTransition(loginFormMachine, coverage);
});
