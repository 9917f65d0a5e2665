import { createActor, type InspectionEvent } from 'xstate';
import { PendingCalls } from '../testing/pendingCalls.ts';
import type {
  CreateDomainRecordInput,
  CreateDomainRecordOutput,
  LoadAppInput,
  LoadDomainRecordsInput,
  LoadDomainsInput,
  NavigateToAppParams,
  ReportPushokFailureParams,
  RequestPushokAppInput,
  UpdateAppInput,
} from './actors.ts';
import type { App, AppCreate, DnsRecord, DomainPage, LinkableLanding } from './entities.ts';
import { appFormMachine } from './machine.ts';

export type AppFormEffect =
  | { type: 'navigateToApp'; appId: number }
  | { type: 'reportPushokFailure'; appId: number; error: unknown };

/** The app form machine with every effect faked: actors answer when the test says so. */
export function startAppForm(appId: number | null, inspect?: (event: InspectionEvent) => void) {
  const calls = new PendingCalls();
  const effects: AppFormEffect[] = [];
  const machine = appFormMachine.provide({
    actors: {
      loadApp: calls.actor<App, LoadAppInput>('loadApp'),
      loadLinkableLandings: calls.actor<LinkableLanding[], void>('loadLinkableLandings'),
      loadDomains: calls.actor<DomainPage, LoadDomainsInput>('loadDomains'),
      loadDomainRecords: calls.actor<DnsRecord[], LoadDomainRecordsInput>('loadDomainRecords'),
      createDomainRecord: calls.actor<CreateDomainRecordOutput, CreateDomainRecordInput>(
        'createDomainRecord',
      ),
      createApp: calls.actor<App, AppCreate>('createApp'),
      requestPushokApp: calls.actor<unknown, RequestPushokAppInput>('requestPushokApp'),
      updateApp: calls.actor<unknown, UpdateAppInput>('updateApp'),
    },
    actions: {
      navigateToApp: (_, params: NavigateToAppParams) => {
        effects.push({ type: 'navigateToApp', appId: params.appId });
      },
      reportPushokFailure: (_, params: ReportPushokFailureParams) => {
        effects.push({ type: 'reportPushokFailure', ...params });
      },
    },
  });
  const actor = createActor(machine, { input: { appId }, inspect }).start();
  return { actor, calls, effects };
}
