import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import { callGroups } from '../client/loadCalls.ts';
import type { HttpMethod, Transport } from '../client/transport.ts';
import type { AnswerReading } from '../client/writeAnswer.ts';
import { journey } from '../testing/clientJourney.ts';

type Handling = `${HttpMethod} ${AnswerReading}` | 'not made by the journey';

/**
 * How every call of the client reads its 2xx answer (DECISIONS.md "Write answers"): a read's
 * answer is checked as an entity; a write's is ignored, or read for the new id (`id`) or ids in
 * order (`ids`). Only the login's answer, the session's tokens, is a write read as a whole:
 * the spec fixes it (console.md §3, Session).
 */
const HANDLING: Record<string, Handling> = {
  'health.check': 'GET entity',
  'tracker.login': 'POST entity',
  'tracker.user': 'GET entity',
  'tracker.updateUser': 'PUT ignored',
  'tracker.createUser': 'POST id',
  'tracker.changePassword': 'PUT ignored',
  'tracker.getUser': 'GET entity',
  'tracker.users': 'GET entity',
  'tracker.logout': 'POST ignored',
  'pwa.list': 'GET entity',
  'pwa.listPage': 'GET entity',
  'pwa.get': 'GET entity',
  'pwa.create': 'POST id',
  'pwa.requestPushokApp': 'POST ignored',
  'pwa.update': 'PATCH ignored',
  'pwa.remove': 'DELETE ignored',
  'landing.list': 'GET entity',
  'landing.listPage': 'GET entity',
  'landing.linkable': 'GET entity',
  'landing.get': 'GET entity',
  'landing.getWithRelatedLaunchers': 'GET entity',
  'landing.versions': 'not made by the journey',
  'landing.linkableLaunchers': 'GET entity',
  'landing.linkLauncher': 'POST ignored',
  'landing.unlinkLauncher': 'DELETE ignored',
  'landing.webServerUrl': 'GET entity',
  'landing.create': 'POST id',
  'landing.update': 'PATCH ignored',
  'landing.remove': 'DELETE ignored',
  'launcher.list': 'GET entity',
  'launcher.get': 'GET entity',
  'launcher.contents': 'GET entity',
  'launcher.createCustom': 'POST id',
  'launcher.createAppStore': 'POST id',
  'launcher.update': 'PATCH ignored',
  'launcher.remove': 'DELETE ignored',
  'launcherContent.list': 'GET entity',
  'launcherContent.byLauncher': 'GET entity',
  'launcherContent.get': 'GET entity',
  'launcherContent.create': 'POST id',
  'launcherContent.update': 'PATCH ignored',
  'launcherContent.comments': 'GET entity',
  'launcherContent.commentsPage': 'GET entity',
  'launcherContent.linkComment': 'POST ignored',
  'launcherContent.unlinkComment': 'DELETE ignored',
  'launcherContent.linkDesign': 'POST ignored',
  'launcherContent.unlinkDesign': 'DELETE ignored',
  'launcherContent.remove': 'DELETE ignored',
  'template.list': 'GET entity',
  'template.listPage': 'GET entity',
  'template.get': 'GET entity',
  'template.byCode': 'GET entity',
  'template.create': 'POST id',
  'template.update': 'PATCH ignored',
  'template.translations': 'GET entity',
  'template.createTranslation': 'POST id',
  'template.getTranslation': 'GET entity',
  'template.updateTranslation': 'PATCH ignored',
  'template.removeTranslation': 'DELETE ignored',
  'template.remove': 'DELETE ignored',
  'locales.list': 'GET entity',
  'locales.get': 'GET entity',
  'locales.create': 'POST id',
  'locales.update': 'PATCH ignored',
  'locales.remove': 'DELETE ignored',
  'design.list': 'GET entity',
  'design.get': 'GET entity',
  'design.create': 'POST id',
  'design.update': 'PATCH ignored',
  'design.remove': 'DELETE ignored',
  'comments.list': 'GET entity',
  'comments.get': 'GET entity',
  'comments.create': 'POST id',
  'comments.update': 'PATCH ignored',
  'comments.translate': 'POST ids',
  'comments.batch': 'POST ids',
  'comments.remove': 'DELETE ignored',
  'commentators.list': 'GET entity',
  'commentators.get': 'GET entity',
  'commentators.create': 'POST id',
  'commentators.update': 'PATCH ignored',
  'commentators.remove': 'DELETE ignored',
  'domain.list': 'GET entity',
  'domain.records': 'GET entity',
  'domain.createRecord': 'POST id',
  'domain.buy': 'POST id',
  'domain.status': 'GET entity',
  'registrar.available': 'GET entity',
  'registrar.buy': 'POST ignored',
  'registrar.domains': 'GET entity',
  'registrar.domain': 'GET entity',
  'registrar.createDomain': 'POST ignored',
  'registrar.nameServers': 'GET entity',
  'registrar.updateNameServers': 'PATCH ignored',
  'registrar.pause': 'PATCH ignored',
  'registrar.createRecord': 'POST ignored',
  'registrar.records': 'GET entity',
  'registrar.record': 'GET entity',
  'registrar.updateRecord': 'PATCH ignored',
  'registrar.removeRecord': 'DELETE ignored',
  'registrar.status': 'GET entity',
  'registrar.removeDomain': 'DELETE ignored',
};

/** Every call of the client, each made once through a transport that records how it is sent. */
const recordHandling = async () => {
  const seen: Array<{ method: HttpMethod; reading: AnswerReading }> = [];
  const transport: Transport = {
    call: (spec) => {
      seen.push({ method: spec.method, reading: 'entity' });
      return Promise.resolve({} as never);
    },
    write: (spec) => {
      seen.push({ method: spec.method, reading: 'ignored' });
      return Promise.resolve();
    },
    create: (spec) => {
      seen.push({ method: spec.method, reading: 'id' });
      return Promise.resolve({ kind: 'idUnknown' });
    },
    createMany: (spec) => {
      seen.push({ method: spec.method, reading: 'ids' });
      return Promise.resolve({ kind: 'idsUnknown' });
    },
    refresh: () => Promise.resolve({ access_token: 'a', refresh_token: 'r' }),
    sessionStarted: () => undefined,
  };
  const groups = callGroups(transport, {
    refresh: transport.refresh,
    sessionStarted: transport.sessionStarted,
    accessToken: () => 'a',
  });
  const client = groups as unknown as ApiClient;
  const handling: Record<string, Handling> = {};
  for (const [group, calls] of Object.entries(groups)) {
    for (const name of Object.keys(calls)) {
      // The refresh is the transport's own, tested with the token rotation.
      if (group === 'tracker' && name === 'refresh') continue;
      const key = `${group}.${name}`;
      const made =
        key === 'tracker.login'
          ? (c: ApiClient) => c.tracker.login({ email: 'o@example.com', password: 'secret123' })
          : journey.find((step) => step.toString().includes(`c.${key}(`));
      seen.length = 0;
      await made?.(client).catch(() => undefined);
      const [first] = seen;
      handling[key] = first ? `${first.method} ${first.reading}` : 'not made by the journey';
    }
  }
  return handling;
};

describe('how every call reads its answer', () => {
  it('is the table: writes ignored or read for new ids, reads checked', async () => {
    expect(await recordHandling()).toEqual(HANDLING);
  });

  it('no write but the login is checked against a shape', () => {
    const checkedWrites = Object.entries(HANDLING)
      .filter(([, handling]) => !handling.startsWith('GET') && handling.endsWith('entity'))
      .map(([key]) => key);
    expect(checkedWrites).toEqual(['tracker.login']);
  });
});
