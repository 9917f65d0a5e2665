import { isGone, isStaleWrite, versionTag } from '@landing/api';
import { assign, setup } from 'xstate';
import { conflictActions, conflictTransitions } from '../shared/conflict/conflictState.ts';
import { conflictOrMerge, conflictOrMergeDone } from '../shared/conflict/readAgain.ts';
import { changedElsewhereGuards } from '../shared/changedElsewhere.ts';
import { pollDelayOf } from '../shared/polling.ts';
import { appConflictOf } from './conflict.ts';
import { sanitizeSubdomain, sanitizeSubdomainWhileTyping } from '../helpers/sanitizeSubdomain.ts';
import { notProvidedAction } from '../shared/notProvided.ts';
import { errorMessage } from '../shared/serverMessage.ts';
import {
  appFormActors,
  type AppCreated,
  type CreatedWithoutRecordParams,
  type NavigateToAppParams,
  type ReportPushokFailureParams,
} from './actors.ts';
import { identifyCreated, idsOf } from '../shared/identifyCreated.ts';
import { answeredId, createdIdOf } from '../shared/writeAnswer.ts';
import {
  appAfterUpdate,
  canSave,
  createBody,
  isDirty,
  needsRecord,
  updatePayload,
  valuesForSave,
  valuesFromApp,
} from './changes.ts';
import {
  initialAppFormContext,
  type AppFormContext,
  type AppFormField,
  type AppFormInput,
} from './context.ts';
import { activeDomainsOf, findDomain, findRecord } from './domains.ts';
import { APP_DOMAINS_QUERY, type App, type DnsRecord } from './entities.ts';
import type { AppFormEvent } from './events.ts';
import { requireId } from '../shared/requireId.ts';
import { listingBeforeCreate, listingBeforeCreateActions } from '../shared/listingBeforeCreate.ts';
import { appWatch, takeApp, takeAppVersion } from './watch.ts';

export type AppFormTag = 'loading' | 'busy';

/** What the form says when the app was deleted while it was open (issue 29). */
export const APP_FORM_GONE =
  'This app was deleted by another operator. What you typed is still in the form.';

/** What the form says when the app it shows, with nothing typed, was deleted (issue 29). */
export const APP_FORM_DELETED = 'This app was deleted by another operator.';

/** What the page says when the app it opens is not there (issue 29). */
export const APP_FORM_MISSING = 'This app was deleted by another operator, or it does not exist.';

/** The version an update's answer carries, when it carries one. */
const versionOf = (output: unknown): unknown =>
  typeof output === 'object' && output !== null && 'version' in output ? output.version : undefined;

const saveFallback = (context: AppFormContext) =>
  context.mode === 'create' ? 'Failed to create PWA' : 'Failed to update PWA';

/** The record a create answered without its id made: the one new record of the subdomain. */
const foundRecordId = (context: AppFormContext, records: DnsRecord[]) =>
  identifyCreated(
    context.recordIdsBefore,
    records,
    (record) => findRecord([record], context.values) !== undefined,
  );

/**
 * The app a create answered without its id made: the one new app with the name sent, and the
 * landing and record sent where the list names them (a lean back office may leave them out).
 */
const foundApp = (context: AppFormContext, apps: App[]): App | null => {
  const sent = createBody(context);
  const id = identifyCreated(
    context.appIdsBefore,
    apps,
    (app) =>
      app.name === sent.name &&
      (app.landing == null || app.landing.id === sent.landingId) &&
      (app.record?.id == null || app.record.id === sent.recordId),
  );
  return apps.find((app) => app.id === id) ?? null;
};

/** The context of a new app, once it is known (named by the answer or found). */
const createdApp = (context: AppFormContext, app: App | null): Partial<AppFormContext> => {
  const known = requireId(app?.id, 'created app');
  return {
    mode: 'edit' as const,
    appId: known,
    app,
    savedValues: context.values,
    touched: {},
    submitted: false,
    savedAppId: known,
  };
};

const appOf = (created: AppCreated): App | null =>
  created.kind === 'created' ? created.app : null;

const chosenDomainId = (context: AppFormContext) =>
  requireId(findDomain(context.domains, context.values.domain)?.id, 'domain');

/** The app read again before an update (issue 29): the conflict dialog, or the merge and its app. */
const appReadAgain = conflictOrMerge<AppFormContext, AppFormEvent, App>(appConflictOf, (merge) => ({
  values: merge.merged,
  savedValues: merge.theirs,
  version: merge.version,
  app: merge.app,
}));

export const appFormMachine = setup({
  types: {
    context: {} as AppFormContext,
    events: {} as AppFormEvent,
    input: {} as AppFormInput,
    tags: {} as AppFormTag,
  },
  actors: appFormActors,
  delays: {
    /** The shared polling rule (shared/polling.ts): 5 s, doubled after each failed poll. */
    appPollDelay: ({ context }) => pollDelayOf(context.pollFailures),
  },
  actions: {
    ...listingBeforeCreateActions<AppFormContext, AppFormEvent>('appIdsBefore'),
    ...conflictActions<AppFormContext, AppFormEvent>(),
    ...appReadAgain.actions,
    /** The resolved save is made against the app as the other operator left it. */
    takeTheirApp: assign(({ context }) => ({ app: context.conflict?.app ?? context.app })),
    /** Goes to /apps/{appId} after a save. */
    navigateToApp: notProvidedAction<NavigateToAppParams>('navigateToApp'),
    /** A create made but neither named nor found: the host warns (and shows the apps list). */
    createdWithoutRecord: notProvidedAction<CreatedWithoutRecordParams>('createdWithoutRecord'),
    /** Logs a failed Pushok-app request; the save still counts. */
    reportPushokFailure: notProvidedAction<ReportPushokFailureParams>('reportPushokFailure'),
    failSave: assign({
      error: ({ context }, params: { error: unknown; fallback?: string }) =>
        errorMessage(params.error, params.fallback ?? saveFallback(context)),
    }),
    /** The app is gone (404/410 on a poll or a write): said so, the input kept, polls stop. */
    showDeleted: assign(({ context }) => ({
      error: isDirty(context) ? APP_FORM_GONE : APP_FORM_DELETED,
      missing: true,
    })),
  },
  guards: {
    ...changedElsewhereGuards(appWatch),
    isEditMode: ({ context }) => context.mode === 'edit',
    /** An app that is there is polled while its page is shown (issue 29). */
    watchesApp: ({ context }) => context.mode === 'edit' && !context.missing && !context.hidden,
    /** The page comes back after being hidden: a poll at once. */
    returnsToApp: ({ context }) => context.mode === 'edit' && !context.missing && context.hidden,
    isCreateMode: ({ context }) => context.mode === 'create',
    canSave: ({ context }) => canSave(context),
    needsRecord: ({ context }) => needsRecord(context),
    chosenDomainKnown: ({ context }) =>
      findDomain(context.domains, context.values.domain) !== undefined,
    recordExists: ({ context }, records: DnsRecord[]) =>
      findRecord(records, context.values) !== undefined,
    isDirty: ({ context }) => isDirty(context),
    /** The server gave the app a version: the update itself is checked (If-Match). */
    hasVersion: ({ context }) => versionTag(context.version) !== undefined,
    staleWrite: ({ event }) => 'error' in event && isStaleWrite(event.error),
    gone: ({ event }) => 'error' in event && isGone(event.error),
    ...appReadAgain.guards,
  },
}).createMachine({
  id: 'appForm',
  context: ({ input }) => initialAppFormContext(input),
  initial: 'loading',
  on: {
    'form.hidden': {
      description: 'The page was hidden: the app is not polled until it is shown again.',
      actions: assign({ hidden: true }),
    },
    'form.shown': {
      description: 'The page is shown again (while editing, a poll follows at once).',
      actions: assign({ hidden: false }),
    },
  },
  states: {
    loading: {
      description: 'Loads the app (edit mode), the linkable landings and the active domains.',
      tags: 'loading',
      type: 'parallel',
      states: {
        app: {
          description: 'The app itself, only when editing.',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'A new app has nothing to load.',
              always: [{ guard: 'isEditMode', target: 'fetching' }, { target: 'done' }],
            },
            fetching: {
              description: 'GET /api/pwa/{id}.',
              invoke: {
                id: 'loadApp',
                src: 'loadApp',
                input: ({ context }) => ({ id: requireId(context.appId, 'app') }),
                onDone: { target: 'done', actions: assign({ app: ({ event }) => event.output }) },
                onError: [
                  {
                    description:
                      "A 404/410: 'This app was deleted by another operator, or it does not exist.' with a way back to the list.",
                    guard: 'gone',
                    target: '#appForm.loadFailed',
                    actions: assign({ error: APP_FORM_MISSING, missing: true }),
                  },
                  {
                    target: '#appForm.loadFailed',
                    actions: assign({
                      error: ({ event }) => errorMessage(event.error, 'Failed to load PWA'),
                    }),
                  },
                ],
              },
            },
            done: { description: 'The app is known (or not needed).', type: 'final' },
          },
        },
        landings: {
          description: 'The landings an app can link to.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'GET /api/landing/linkable.',
              invoke: {
                id: 'loadLinkableLandings',
                src: 'loadLinkableLandings',
                onDone: {
                  target: 'done',
                  actions: assign({ landings: ({ event }) => event.output }),
                },
                // A list failure gives an empty list (spec §8).
                onError: { target: 'done', actions: assign({ landings: [] }) },
              },
            },
            done: { description: 'Landings known (maybe none).', type: 'final' },
          },
        },
        domains: {
          description: 'The active domains offered as Connected domain.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'GET /api/domain?page=1&size=200.',
              invoke: {
                id: 'loadDomains',
                src: 'loadDomains',
                input: APP_DOMAINS_QUERY,
                onDone: {
                  target: 'done',
                  actions: assign({ domains: ({ event }) => activeDomainsOf(event.output) }),
                },
                onError: { target: 'done', actions: assign({ domains: [] }) },
              },
            },
            done: { description: 'Active domains known (maybe none).', type: 'final' },
          },
        },
      },
      onDone: {
        target: 'editing',
        actions: assign(({ context }) => {
          if (context.app === null) return {};
          const values = valuesFromApp(context.app, context.domains);
          return { values, savedValues: values, version: context.app.version };
        }),
      },
    },
    loadFailed: {
      description: 'The app could not be loaded: the error shows and nothing can be saved.',
      on: {
        'form.retry': {
          description: 'Load again after a failed load.',
          target: 'loading',
          actions: assign({ error: null, missing: false }),
        },
      },
    },
    editing: {
      description:
        'The operator edits the form; Save is possible once it differs from the saved values.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waits for the next poll of the app.',
          after: {
            appPollDelay: {
              description:
                "Issue 29: while the page is shown, an app that is there is read again (5 s, doubled after each failed poll, up to 60 s) so another operator's edit or delete shows.",
              guard: 'watchesApp',
              target: 'polling',
            },
          },
          on: {
            'form.shown': {
              description: 'Back from a hidden page: the app is read at once.',
              guard: 'returnsToApp',
              target: 'polling',
              actions: assign({ hidden: false }),
            },
          },
        },
        polling: {
          description:
            "GET /api/pwa/{id} quietly (no busy state; typing, reset and save go on). The one rule for other operators' saves: a read showing the saved values only takes its version; unsaved input is kept (the save then meets their version: the conflict check); else the form shows the read. A 404/410: 'This app was deleted by another operator.' (with unsaved input: '… What you typed is still in the form.'), a way back to the list, no more polls. A failed poll waits longer.",
          invoke: {
            id: 'pollApp',
            src: 'pollApp',
            input: ({ context }) => ({ id: requireId(context.appId, 'app') }),
            onDone: [
              {
                guard: 'readShowsNoChange',
                target: 'idle',
                actions: assign(({ context, event }) => ({
                  ...takeAppVersion(context, event.output),
                  pollFailures: 0,
                })),
              },
              { guard: 'hasUnsavedInput', target: 'idle', actions: assign({ pollFailures: 0 }) },
              {
                target: 'idle',
                actions: assign(({ context, event }) => ({
                  ...takeApp(context, event.output),
                  pollFailures: 0,
                })),
              },
            ],
            onError: [
              { guard: 'gone', target: 'idle', actions: 'showDeleted' },
              {
                target: 'idle',
                actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
              },
            ],
          },
        },
      },
      on: {
        'form.change': {
          description:
            '{ values: Partial<AppFormValues> }: the subdomain is cleaned as typed (lowercase, other characters and dots stripped, leading hyphens removed, 63 chars; a trailing hyphen stays until save).',
          actions: assign(({ context, event }) => {
            const changed = { ...event.values };
            if (changed.subdomain !== undefined) {
              changed.subdomain = sanitizeSubdomainWhileTyping(changed.subdomain);
            }
            const touched = { ...context.touched };
            for (const field of Object.keys(changed) as AppFormField[]) touched[field] = true;
            return { values: { ...context.values, ...changed }, touched };
          }),
        },
        'form.reset': {
          description: 'The values go back to the last saved ones; messages hidden.',
          actions: assign(({ context }) => ({
            values: context.savedValues,
            touched: {},
            submitted: false,
            error: null,
          })),
        },
        'form.subdomainLeft': {
          description: 'The subdomain field lost focus: its trailing hyphen is removed.',
          actions: assign(({ context }) => ({
            values: { ...context.values, subdomain: sanitizeSubdomain(context.values.subdomain) },
          })),
        },
        'form.save': [
          {
            description:
              "A changed, valid form saves (create: record then POST /api/pwa then Pushok; edit: PATCH with the changed fields, a record only when subdomain+domain changed); otherwise every message shows. Failures ('Failed to create PWA', 'Failed to update PWA', 'Failed to create DNS record', 'Domain \"{name}\" not found', else the server's message) keep every typed value.",
            guard: 'canSave',
            target: 'saving',
            actions: assign(({ context }) => ({
              values: valuesForSave(context.values),
              submitted: true,
              error: null,
              recordId: null,
            })),
          },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    saving: {
      description: 'Saves the app; everything typed stays as it is whatever happens.',
      tags: 'busy',
      initial: 'routing',
      states: {
        routing: {
          description: 'A new app, or a changed subdomain plus domain, needs a DNS record first.',
          always: [{ guard: 'needsRecord', target: 'findingDomain' }, { target: 'routingUpdate' }],
        },
        findingDomain: {
          description: 'The chosen domain must still be among the active domains.',
          always: [
            { guard: 'chosenDomainKnown', target: 'loadingRecords' },
            {
              target: '#appForm.editing',
              actions: assign({
                error: ({ context }) => `Domain "${context.values.domain}" not found`,
              }),
            },
          ],
        },
        loadingRecords: {
          description: "GET /api/domain/{id}/records: reuses the subdomain's record if it exists.",
          invoke: {
            id: 'loadDomainRecords',
            src: 'loadDomainRecords',
            input: ({ context }) => ({ domainId: chosenDomainId(context) }),
            onDone: [
              {
                guard: { type: 'recordExists', params: ({ event }) => event.output },
                target: 'recordReady',
                actions: assign({
                  recordId: ({ context, event }) =>
                    findRecord(event.output, context.values)?.id ?? null,
                }),
              },
              {
                target: 'creatingRecord',
                // What exists before the create: an answer without the new id is found by it.
                actions: assign({ recordIdsBefore: ({ event }) => idsOf(event.output) }),
              },
            ],
            onError: {
              target: '#appForm.editing',
              actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        creatingRecord: {
          description: 'POST /api/domain/{id}/records with the subdomain.',
          invoke: {
            id: 'createDomainRecord',
            src: 'createDomainRecord',
            input: ({ context }) => ({
              domainId: chosenDomainId(context),
              name: context.values.subdomain,
            }),
            onDone: [
              {
                guard: answeredId,
                target: 'recordReady',
                actions: assign({
                  recordId: ({ event }) => createdIdOf(event.output, 'DNS record'),
                }),
              },
              { target: 'findingRecord' },
            ],
            onError: {
              target: '#appForm.editing',
              actions: {
                type: 'failSave',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: 'Failed to create DNS record',
                }),
              },
            },
          },
        },
        findingRecord: {
          description:
            "GET /api/domain/{id}/records after a create answered without its id: the one new record of the subdomain is used; else a warning, the form stays, and the next save reuses the subdomain's record (never a second one).",
          invoke: {
            id: 'loadDomainRecords',
            src: 'loadDomainRecords',
            input: ({ context }) => ({ domainId: chosenDomainId(context) }),
            onDone: [
              {
                guard: ({ context, event }) => foundRecordId(context, event.output) !== null,
                target: 'recordReady',
                actions: assign({
                  recordId: ({ context, event }) => foundRecordId(context, event.output),
                }),
              },
              {
                target: '#appForm.editing',
                actions: { type: 'createdWithoutRecord', params: { what: 'record' } },
              },
            ],
            onError: {
              target: '#appForm.editing',
              actions: { type: 'createdWithoutRecord', params: { what: 'record' } },
            },
          },
        },
        recordReady: {
          description: 'The record id is known: create or update the app with it.',
          always: [{ guard: 'isCreateMode', target: 'listingApps' }, { target: 'routingUpdate' }],
        },
        listingApps: listingBeforeCreate({
          src: 'listApps',
          path: '/api/pwa',
          record: 'app',
          target: 'creatingApp',
        }),
        creatingApp: {
          description:
            'POST /api/pwa with exactly pushService, name, landingId, openerLink, recordId.',
          invoke: {
            id: 'createApp',
            src: 'createApp',
            input: ({ context }) => createBody(context),
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'created',
                target: 'requestingPushok',
                actions: assign(({ context, event }) => createdApp(context, appOf(event.output))),
              },
              { target: 'findingApp' },
            ],
            onError: {
              target: '#appForm.editing',
              actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        findingApp: {
          description:
            'GET /api/pwa after a create answered without its id: the one new app with the name (and landing and record, where listed) sent goes on as created; else createdWithoutRecord (a warning, the apps list), never a failure.',
          invoke: {
            id: 'listApps',
            src: 'listApps',
            onDone: [
              {
                guard: ({ context, event }) => foundApp(context, event.output) !== null,
                target: 'requestingPushok',
                actions: assign(({ context, event }) =>
                  createdApp(context, foundApp(context, event.output)),
                ),
              },
              {
                target: '#appForm.madeWithoutRecord',
                actions: { type: 'createdWithoutRecord', params: { what: 'app' } },
              },
            ],
            onError: {
              target: '#appForm.madeWithoutRecord',
              actions: { type: 'createdWithoutRecord', params: { what: 'app' } },
            },
          },
        },
        requestingPushok: {
          description: 'POST /api/pwa/{id}/pushok-app once; a failure is logged, the save stands.',
          invoke: {
            id: 'requestPushokApp',
            src: 'requestPushokApp',
            input: ({ context }) => ({ appId: requireId(context.savedAppId, 'saved app') }),
            onDone: {
              target: '#appForm.editing',
              actions: {
                type: 'navigateToApp',
                params: ({ context }) => ({ appId: requireId(context.savedAppId, 'saved app') }),
              },
            },
            onError: {
              target: '#appForm.editing',
              actions: [
                {
                  type: 'reportPushokFailure',
                  params: ({ context, event }) => ({
                    appId: requireId(context.savedAppId, 'saved app'),
                    error: event.error,
                  }),
                },
                {
                  type: 'navigateToApp',
                  params: ({ context }) => ({ appId: requireId(context.savedAppId, 'saved app') }),
                },
              ],
            },
          },
        },
        routingUpdate: {
          description:
            'An update: straight to the write when the app has a version, else the app is read first.',
          always: [{ guard: 'hasVersion', target: 'updatingApp' }, { target: 'checkingApp' }],
        },
        checkingApp: {
          description:
            'GET the app as stored now (issue 29): before an update to a server without versions, or after a stale one. Fields only the other operator changed are taken; fields both changed open the conflict dialog.',
          invoke: {
            id: 'checkApp',
            src: 'checkApp',
            input: ({ context }) => ({ id: requireId(context.appId, 'app') }),
            onDone: conflictOrMergeDone('#appForm.conflict', 'merged'),
            onError: [
              { guard: 'gone', target: '#appForm.editing', actions: 'showDeleted' },
              {
                target: '#appForm.editing',
                actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        merged: {
          description:
            'Merged with what is stored now: what still differs is written against the version just read; nothing left to write ends the save.',
          always: [
            { guard: 'isDirty', target: 'updatingApp' },
            { target: '#appForm.editing', actions: assign({ touched: {}, submitted: false }) },
          ],
        },
        updatingApp: {
          description:
            'PATCH /api/pwa/{id} with the changed fields only, naming the version it started from.',
          invoke: {
            id: 'updateApp',
            src: 'updateApp',
            input: ({ context }) => ({
              appId: requireId(context.appId, 'app'),
              changes: updatePayload(context),
              version: context.version,
            }),
            onDone: {
              target: '#appForm.editing',
              actions: [
                assign(({ context, event }) => ({
                  app: appAfterUpdate(context),
                  savedValues: context.values,
                  touched: {},
                  submitted: false,
                  savedAppId: context.appId,
                  version: versionOf(event.output),
                })),
                {
                  type: 'navigateToApp',
                  params: ({ context }) => ({ appId: requireId(context.appId, 'app') }),
                },
              ],
            },
            onError: [
              { guard: 'staleWrite', target: 'checkingApp' },
              { guard: 'gone', target: '#appForm.editing', actions: 'showDeleted' },
              {
                target: '#appForm.editing',
                actions: { type: 'failSave', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    conflict: {
      description:
        'Another operator saved a field this form changed too: per field the original, theirs and mine; the operator picks (or keeps all of theirs / all of mine) and saves against their version.',
      on: conflictTransitions('#appForm.saving.merged', ['takeTheirApp']),
    },
    madeWithoutRecord: {
      description:
        'The app was made but its answer did not name it and it was not found for sure: the form saves nothing more (never a second app); the host shows the apps list.',
    },
  },
});
