import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../test-support/loopbackServer.ts';
import type * as YieldToMain from './yieldToMain.ts';

// Every end of a task the transport asks for, in order (the real one, counted).
const yields = vi.hoisted(() => ({ count: 0 }));
vi.mock('./yieldToMain.ts', async (importOriginal) => {
  const real = await importOriginal<typeof YieldToMain>();
  return {
    yieldToMain: () => {
      yields.count += 1;
      return real.yieldToMain();
    },
  };
});

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer(() => ({
    json: { data: [{ id: 1, name: 'Shop', pushService: 'firebase' }] },
  }));
});
afterEach(async () => {
  await server.close();
});

describe("a call's answer schema, built on its first use (issue 31)", () => {
  it('is built in a task of its own, apart from the check: once, on the first answer', async () => {
    // The unit tests share one module registry: another file may have built this schema.
    vi.resetModules();
    const { clientFor } = await import('./testClient.ts');
    const { client } = clientFor(server);
    yields.count = 0;
    await client.pwa.list();
    // After the build, and after the check (the caller's work in a task of its own).
    expect(yields.count).toBe(2);
    yields.count = 0;
    await client.pwa.list();
    expect(yields.count).toBe(1);
  });
});
