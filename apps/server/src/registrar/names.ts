/** Lowercase, letters, digits and hyphens only, hyphens trimmed, 63 characters (console rules). */
export function cleanBaseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
}

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isDomainName(name: string): boolean {
  const parts = name.split('.');
  const tld = parts.at(-1) ?? '';
  return (
    parts.length >= 2 && /^[a-z]{2,}$/.test(tld) && parts.slice(0, -1).every((p) => label.test(p))
  );
}

export const isSubdomainLabel = (name: string) => label.test(name);
