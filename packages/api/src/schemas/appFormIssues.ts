import {
  APP_NAME_MIN_LENGTH,
  HTTP_URL_SCHEME,
  PUSH_SERVICES,
  SUBDOMAIN_PATTERN,
} from '../constants.ts';
import type { SchemaIssues } from './issues.ts';

/** `PushService`'s values. */
const pushServices: readonly string[] = PUSH_SERVICES.map(({ value }) => value);

/** `Id`: `number.integer > 0`, by the rule arktype reports first (its numbers exclude NaN). */
function idIssue(value: unknown): string | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'domain';
  if (!Number.isInteger(value)) return 'divisor';
  return value > 0 ? undefined : 'min';
}

/** The value `POST /api/pwa` sends, as the app form checks it (spec §5). */
export type AppCreateCandidate = {
  pushService: string;
  name: string;
  landingId: number | undefined;
  openerLink: string;
  recordId: number;
};

/**
 * `schemaIssues(AppCreate, value)` without arktype: the app page (/apps/{id}) checks its form
 * with these, so its code does not load the schema library before the page paints (issue 31).
 * Same paths and rule codes as the schema; a test holds the two together.
 */
export function appCreateIssues(value: AppCreateCandidate): SchemaIssues {
  const issues: SchemaIssues = {};
  if (!pushServices.includes(value.pushService)) issues['pushService'] = 'union';
  if (value.name.length < APP_NAME_MIN_LENGTH) issues['name'] = 'minLength';
  const landingId = idIssue(value.landingId);
  if (landingId) issues['landingId'] = landingId;
  // `HttpUrl`: arktype's `string.url` (`URL.canParse`), narrowed to http(s).
  if (!URL.canParse(value.openerLink) || !HTTP_URL_SCHEME.test(value.openerLink)) {
    issues['openerLink'] = 'predicate';
  }
  const recordId = idIssue(value.recordId);
  if (recordId) issues['recordId'] = recordId;
  return issues;
}

/** `schemaIssues(DnsRecordCreate, value)` without arktype, for the same reason. */
export function dnsRecordCreateIssues(value: { name: string }): SchemaIssues {
  return SUBDOMAIN_PATTERN.test(value.name) ? {} : { name: 'pattern' };
}
