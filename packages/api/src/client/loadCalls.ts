import { commentatorsCalls } from '../calls/commentators.ts';
import { commentsCalls } from '../calls/comments.ts';
import { designCalls } from '../calls/design.ts';
import { domainCalls } from '../calls/domain.ts';
import { healthCalls } from '../calls/health.ts';
import { landingCalls } from '../calls/landing.ts';
import { launcherCalls } from '../calls/launcher.ts';
import { launcherContentCalls } from '../calls/launcherContent.ts';
import { localesCalls } from '../calls/locales.ts';
import { pwaCalls } from '../calls/pwa.ts';
import { registrarCalls } from '../calls/registrar.ts';
import { templateCalls } from '../calls/template.ts';
import { trackerCalls, type TrackerDeps } from '../calls/tracker.ts';
import type { AnswerMode, Transport } from './transport.ts';

/**
 * Every call group of the client over one transport. This module and the schemas it imports
 * (arktype among them) form one lazy chunk: a page that has not called the server yet, like
 * /login before its submit, does not load or evaluate them.
 */
export const callGroups = <M extends AnswerMode>(
  transport: Transport<M>,
  trackerDeps: TrackerDeps,
) => ({
  pwa: pwaCalls(transport),
  landing: landingCalls(transport),
  launcher: launcherCalls(transport),
  launcherContent: launcherContentCalls(transport),
  template: templateCalls(transport),
  locales: localesCalls(transport),
  design: designCalls(transport),
  comments: commentsCalls(transport),
  commentators: commentatorsCalls(transport),
  domain: domainCalls(transport),
  health: healthCalls(transport),
  registrar: registrarCalls(transport),
  tracker: trackerCalls(transport, trackerDeps),
});

export type CallGroups = ReturnType<typeof callGroups<'tolerant'>>;
