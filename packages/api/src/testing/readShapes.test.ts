import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../errors.ts';
import { clientWith, journey } from './clientJourney.ts';
import { createMockBackend } from './createMockBackend.ts';
import { ODD_ROW_ID, UNKNOWN_FIELD, type ReadAnswerShape } from './readShapes.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const started = (readAnswers: ReadAnswerShape) => {
  const backend = createMockBackend({ readAnswers });
  server.use(...backend.handlers);
  return backend;
};

const read = async (path: string) => {
  const answer = await fetch(`http://console.test${path}`, {
    headers: { authorization: 'Bearer access-1' },
  });
  return (await answer.json()) as { data: unknown };
};

describe('the kit answers reads in the shape asked for', () => {
  it('lean: optional fields and nulls left out, staticContent {}, an unknown field', async () => {
    started('lean');
    const { data: launcher } = (await read('/api/launcher/1')) as {
      data: Record<string, unknown>;
    };
    expect(launcher.staticContent).toEqual({});
    for (const field of ['templateId', 'contents', 'config', 'iconUrl']) {
      expect(launcher).not.toHaveProperty(field);
    }
    expect(launcher).toHaveProperty(UNKNOWN_FIELD);
    const { data: contents } = (await read('/api/launcher/1/contents')) as {
      data: Record<string, unknown>[];
    };
    expect(contents.length).toBeGreaterThan(0);
    for (const content of contents) {
      expect(content).not.toHaveProperty('locale');
      // A translation names its design by id only; its description is its content.
      if (content.design) expect(Object.keys(content.design)).toEqual(['id']);
      expect(content.translatableContent).toHaveProperty('description');
    }
    expect(contents.some((content) => content.design)).toBe(true);
    // The design itself, read by id or listed, keeps its icon (§3; none is made without one).
    const { data: design } = (await read('/api/design/1')) as { data: Record<string, unknown> };
    expect(design.iconUrl).toEqual(expect.any(String));
    expect(design).toHaveProperty(UNKNOWN_FIELD);
    const { data: designs } = (await read('/api/design')) as { data: Record<string, unknown>[] };
    for (const listed of designs) expect(listed.iconUrl).toEqual(expect.any(String));
    const { data: comments } = (await read('/api/comments')) as {
      data: Record<string, unknown>[];
    };
    for (const comment of comments) {
      for (const field of ['commentator', 'locale', 'originId']) {
        expect(comment).not.toHaveProperty(field);
      }
    }
    const { data: templates } = (await read('/api/template')) as {
      data: Record<string, unknown>[];
    };
    for (const template of templates) expect(template).not.toHaveProperty('description');
    const { data: apps } = (await read('/api/pwa')) as { data: Record<string, unknown>[] };
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps) {
      expect(app).not.toHaveProperty('webServerUrl');
      expect(app).not.toHaveProperty('pushokUrl');
      expect(app).not.toHaveProperty('record');
    }
  });

  it('lean: the tracker user answers email null', async () => {
    started('lean');
    const { data: user } = (await read('/tracker/v1/user')) as { data: Record<string, unknown> };
    expect(user.email).toBeNull();
  });

  it('odd: every list ends with an odd row', async () => {
    started('odd');
    const { data: apps } = (await read('/api/pwa')) as { data: Record<string, unknown>[] };
    expect(apps.at(-1)).toMatchObject({ id: ODD_ROW_ID, name: 42 });
  });
});

describe.each(['lean', 'odd'] as const)('every call of the client, reads answered %s', (shape) => {
  it('succeeds: no read is refused', async () => {
    started(shape);
    const { client } = clientWith();
    const failures: string[] = [];
    for (const [index, step] of journey.entries()) {
      await step(client).catch((error: unknown) => {
        failures.push(
          `step ${index}: ${String(error)} ${JSON.stringify((error as ApiError).issues)}`,
        );
      });
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('a user with email null reads with no email; the operator stays signed in', async () => {
    started(shape);
    const { client } = clientWith();
    const user = await client.tracker.user();
    expect(user.email).toBeUndefined();
    expect(user.name).toEqual(expect.any(String));
  });

  it('a launcher not filled in yet reads with an empty staticContent', async () => {
    started(shape);
    const { client } = clientWith();
    const launcher = await client.launcher.get(1);
    expect(launcher.staticContent).toEqual({});
    expect(launcher.template.isCustom).toEqual(expect.any(Boolean));
  });
});

describe('one odd row never empties a list', () => {
  it('an app with odd fields reads with its id and nothing else', async () => {
    started('odd');
    const { client } = clientWith();
    const apps = await client.pwa.list();
    const odd = apps.find((app) => app.id === ODD_ROW_ID);
    expect(odd).toMatchObject({ id: ODD_ROW_ID, name: undefined, pushService: undefined });
    expect(
      apps.filter((app) => app.id !== ODD_ROW_ID).every((app) => typeof app.name === 'string'),
    ).toBe(true);
  });

  it('a row the screen cannot work without (a template with no kind) is left out', async () => {
    const backend = started('odd');
    const { client } = clientWith();
    const templates = await client.template.list();
    expect(templates.map((t) => t.id).sort()).toEqual(
      backend.store.data.templates.map((t) => t.id).sort(),
    );
  });
});
