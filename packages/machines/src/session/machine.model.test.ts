import { createTestModel } from 'xstate/graph';
import { describe } from 'vitest';
import { CoverageRecorder } from '../testing/coverage.ts';
import { sampleEvents, type SampleEvent } from '../testing/modelExecutors.ts';
import { itCoversEveryStateAndTransition, itWalksEveryPath } from '../testing/modelPaths.ts';
import { toTestModelMachine } from '../testing/testModelMachine.ts';
import { sessionMachine } from './machine.ts';
import { startSession } from './testHarness.ts';

/** Concrete answers for the events the model can take (each guard branch gets a sample). */
const samples: Record<string, SampleEvent[]> = {
  'xstate.done.actor.loadUser': [
    { type: 'xstate.done.actor.loadUser', output: { name: 'Ada', email: 'ada@example.com' } },
  ],
  'xstate.error.actor.loadUser': [{ type: 'xstate.error.actor.loadUser', error: { status: 401 } }],
  'xstate.done.actor.refreshToken': [
    { type: 'xstate.done.actor.refreshToken', output: { access_token: 'fresh' } },
    { type: 'xstate.done.actor.refreshToken', output: {} },
  ],
  'xstate.error.actor.refreshToken': [
    { type: 'xstate.error.actor.refreshToken', error: { status: 401 } },
  ],
  'xstate.done.actor.login': [
    { type: 'xstate.done.actor.login', output: { access_token: 'a', refresh_token: 'r' } },
    { type: 'xstate.done.actor.login', output: { access_token: 'a' } },
  ],
  'xstate.error.actor.login': [
    { type: 'xstate.error.actor.login', error: { data: { message: 'Wrong password' } } },
  ],
  'xstate.done.actor.logout': [{ type: 'xstate.done.actor.logout', output: {} }],
  'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: { status: 500 } }],
  'session.login': [
    { type: 'session.login', email: 'ada@example.com', password: 'secret1', redirectTo: '/apps' },
    { type: 'session.login', email: 'ada', password: '1' },
  ],
};

const eventTypes = [
  ...Object.keys(samples),
  'session.logout',
  'client.logout',
  'client.tokensRefreshed',
];

const coverage = new CoverageRecorder();

describe.each([
  { hasAccessToken: true, label: 'with a stored token' },
  { hasAccessToken: false, label: 'without a stored token' },
])('session model, $label', ({ hasAccessToken }) => {
  const model = createTestModel(toTestModelMachine(sessionMachine), {
    input: { hasAccessToken },
    events: sampleEvents(samples),
  });
  const paths = model.getShortestPaths();

  itWalksEveryPath(paths, () => startSession(hasAccessToken, coverage.inspect), eventTypes);
});

describe('session model coverage', () => {
  itCoversEveryStateAndTransition(sessionMachine, coverage);
});
