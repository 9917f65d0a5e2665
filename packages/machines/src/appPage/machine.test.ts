import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appPageMachine } from './machine.ts';
import { selectFormKey } from './selectors.ts';

const start = (appId: number | null) => {
  const actor = createActor(appPageMachine, { input: { appId } }).start();
  const key = () => selectFormKey(actor.getSnapshot());
  const route = (id: number | null) => actor.send({ type: 'page.routeChanged', appId: id });
  return { actor, key, route };
};

describe('app page machine', () => {
  it('keeps the form while the route stays on the same app', () => {
    const { key, route } = start(7);
    const first = key();
    route(7);
    expect(key()).toBe(first);
  });

  it('keeps the form of a new app once saved, when the route arrives at that app', () => {
    const { actor, key, route } = start(null);
    const first = key();
    actor.send({ type: 'page.appCreated', appId: 42 });
    expect(key()).toBe(first);
    route(42);
    expect(key()).toBe(first);
    expect(actor.getSnapshot().context).toMatchObject({ appId: 42, createdAppId: null });
  });

  it('starts a fresh form for another app, and for /apps/new after a created app', () => {
    const { actor, key, route } = start(null);
    actor.send({ type: 'page.appCreated', appId: 42 });
    route(42);
    const adopted = key();
    route(null);
    expect(key()).not.toBe(adopted);
    const fresh = key();
    route(3);
    expect(key()).not.toBe(fresh);
  });

  it('does not adopt a form for an app it did not create', () => {
    const { actor, key, route } = start(null);
    const first = key();
    actor.send({ type: 'page.appCreated', appId: 42 });
    route(5);
    expect(key()).not.toBe(first);
    const other = key();
    route(42);
    expect(key()).not.toBe(other);
  });
});
