import type { AppFormValues } from './context.ts';
import type { App, DnsRecord, Domain, DomainPage } from './entities.ts';

/** Usable domains have status 'active', compared case-insensitively (spec §4). */
export function isActiveDomain(domain: Domain): boolean {
  return domain.status.trim().toLowerCase() === 'active';
}

export function activeDomainsOf(answer: DomainPage): Domain[] {
  return answer.items.filter(isActiveDomain);
}

/**
 * Splits a stored record name against the active domains (spec §4): an exact match gives an
 * empty subdomain; a name ending in '.{domain}' gives the leading part. The longest matching
 * domain wins (`a.shop.example.com` against `example.com` and `shop.example.com`).
 */
export function splitRecordName(
  recordName: string | null | undefined,
  domains: Domain[],
): Pick<AppFormValues, 'domain' | 'subdomain'> {
  const name = (recordName ?? '').trim().toLowerCase();
  if (name === '') return { domain: '', subdomain: '' };
  const byLength = [...domains].sort((a, b) => b.name.length - a.name.length);
  for (const domain of byLength) {
    const domainName = domain.name.toLowerCase();
    if (name === domainName) return { domain: domain.name, subdomain: '' };
    if (name.endsWith(`.${domainName}`)) {
      return { domain: domain.name, subdomain: name.slice(0, -(domainName.length + 1)) };
    }
  }
  return { domain: '', subdomain: '' };
}

/** The full DNS name the form points at (`shop.example.com`, or the domain itself). */
export function fullRecordName(values: Pick<AppFormValues, 'domain' | 'subdomain'>): string {
  return values.subdomain === '' ? values.domain : `${values.subdomain}.${values.domain}`;
}

export function findDomain(domains: Domain[], name: string): Domain | undefined {
  const wanted = name.toLowerCase();
  return domains.find((domain) => domain.name.toLowerCase() === wanted);
}

/** An existing record for the form's name: stored full (`shop.example.com`) or as the label. */
export function findRecord(
  records: DnsRecord[],
  values: Pick<AppFormValues, 'domain' | 'subdomain'>,
): DnsRecord | undefined {
  const full = fullRecordName(values).toLowerCase();
  return records.find((record) => {
    const name = record.name.toLowerCase();
    return name === full || (values.subdomain !== '' && name === values.subdomain);
  });
}

/**
 * Whether saving must attach another record: only when the combined subdomain and domain differ
 * from the app's stored record name (spec §4). With no domain chosen nothing is attached.
 */
export function recordNameChanged(values: AppFormValues, app: App | null): boolean {
  if (values.domain === '') return false;
  return fullRecordName(values).toLowerCase() !== (app?.record?.name ?? '').trim().toLowerCase();
}
