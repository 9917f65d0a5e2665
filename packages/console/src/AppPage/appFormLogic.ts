import {
  type ApiClient,
  type App,
  type AppCreate,
  type DnsRecord,
  type DomainPage,
} from '@landing/api';
import {
  appFormMachine,
  type AppCreated,
  type CreateDomainRecordInput,
  type CreateDomainRecordOutput,
  type LinkableLanding,
  type LoadAppInput,
  type LoadDomainRecordsInput,
  type LoadDomainsInput,
  type RequestPushokAppInput,
  type UpdateAppInput,
} from '@landing/machines';
import { fromPromise } from 'xstate';

/** The app form machine, its effects provided (what `<AppPage logic>` takes). */
export type AppFormLogic = typeof appFormMachine;

/** The calls the app form makes, from the API client. */
export type AppFormCalls = Pick<ApiClient, 'pwa' | 'landing' | 'domain'>;

/**
 * The app form machine with every network effect answered by the API client. The web app's
 * composition root and the stories (over MSW) use the same wiring; the page itself provides
 * navigation and logging.
 */
export function createAppFormLogic(client: AppFormCalls): AppFormLogic {
  return appFormMachine.provide({
    actors: {
      loadApp: fromPromise<App, LoadAppInput>(({ input }) => client.pwa.get(input.id)),
      loadLinkableLandings: fromPromise<LinkableLanding[], void>(() => client.landing.linkable()),
      loadDomains: fromPromise<DomainPage, LoadDomainsInput>(({ input }) =>
        client.domain.list(input),
      ),
      loadDomainRecords: fromPromise<DnsRecord[], LoadDomainRecordsInput>(({ input }) =>
        client.domain.records(input.domainId),
      ),
      // A write's answer is read only for a new id (DECISIONS.md); the app form keeps only that.
      createDomainRecord: fromPromise<CreateDomainRecordOutput, CreateDomainRecordInput>(
        ({ input }) => client.domain.createRecord(input.domainId, { name: input.name }),
      ),
      // An answer without the new id is for the machine to look for (listApps).
      createApp: fromPromise<AppCreated, AppCreate>(async ({ input }) => {
        const created = await client.pwa.create(input);
        if (created.kind !== 'created') return created;
        return { kind: 'created', app: await client.pwa.get(created.id) };
      }),
      listApps: fromPromise<App[], void>(() => client.pwa.list()),
      requestPushokApp: fromPromise<unknown, RequestPushokAppInput>(({ input }) =>
        client.pwa.requestPushokApp(input.appId),
      ),
      // Names the version the form started from; the answer is not read (DECISIONS.md): the app
      // is loaded again for the version the next save names.
      updateApp: fromPromise<unknown, UpdateAppInput>(async ({ input }) => {
        await client.pwa.update(input.appId, input.changes, { version: input.version });
        return client.pwa.get(input.appId).catch(() => undefined);
      }),
      checkApp: fromPromise<App, LoadAppInput>(({ input }) => client.pwa.get(input.id)),
      pollApp: fromPromise<App, LoadAppInput>(({ input }) => client.pwa.get(input.id)),
    },
  });
}
