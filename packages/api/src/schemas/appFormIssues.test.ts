import { describe, expect, it } from 'vitest';
import { AppCreate } from './app.ts';
import { appCreateIssues, dnsRecordCreateIssues } from './appFormIssues.ts';
import { DnsRecordCreate } from './domain.ts';
import { schemaIssues } from './issues.ts';

const valid = {
  pushService: 'firebase',
  name: 'Lucky Puzzle',
  landingId: 1 as number | undefined,
  openerLink: 'https://lucky-games.net/open',
  recordId: 1,
};
const variants: { [K in keyof typeof valid]: (typeof valid)[K][] } = {
  pushService: ['firebase', 'onesignal', '', 'Firebase', 'fcm'],
  name: ['', 'a', 'ab', '  ', 'Lucky Puzzle PWA', 'é'],
  landingId: [undefined, 1, 42, 0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY],
  openerLink: [
    '',
    'https://lucky-games.net/open',
    'http://a',
    'HTTPS://EXAMPLE.COM/Open?x=1#y',
    'ftp://example.com',
    'mailto:op@example.com',
    'javascript:alert(1)',
    'example.com',
    'https://',
    'http:/example.com',
    'https://exa mple.com',
    'https://[::1]:8080/',
  ],
  recordId: [1, 7, 0, 2.5],
};
/** Each field's variants with the others valid, and a few values wrong everywhere at once. */
const appValues = [
  ...Object.entries(variants).flatMap(([field, values]) =>
    values.map((value) => ({ ...valid, [field]: value })),
  ),
  { pushService: '', name: '', landingId: undefined, openerLink: '', recordId: 0 },
  { pushService: 'x', name: 'a', landingId: 0.5, openerLink: 'ftp://x', recordId: -1 },
];
const subdomains = [
  'puzzle',
  'a',
  'a-b',
  'A1',
  '0',
  'x'.repeat(63),
  'x'.repeat(64),
  '',
  '-a',
  'a-',
  'a_b',
  'a.b',
  'ünï',
  ' a',
];

describe('appCreateIssues', () => {
  it.each(appValues)('agrees with the AppCreate schema on %j', (value) => {
    expect(appCreateIssues(value)).toEqual(schemaIssues(AppCreate, value));
  });

  it('names each failed field by the rule that failed', () => {
    expect(
      appCreateIssues({
        pushService: 'fcm',
        name: 'a',
        landingId: 1.5,
        openerLink: 'ftp://example.com',
        recordId: 0,
      }),
    ).toEqual({
      pushService: 'union',
      name: 'minLength',
      landingId: 'divisor',
      openerLink: 'predicate',
      recordId: 'min',
    });
    expect(appCreateIssues(valid)).toEqual({});
  });
});

describe('dnsRecordCreateIssues', () => {
  it.each(subdomains)('agrees with the DnsRecordCreate schema on %j', (name) => {
    expect(dnsRecordCreateIssues({ name })).toEqual(schemaIssues(DnsRecordCreate, { name }));
  });
});
