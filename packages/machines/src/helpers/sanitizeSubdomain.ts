/** DNS label limit (spec §9). */
export const SUBDOMAIN_MAX_LENGTH = 63;

/**
 * Typed subdomain input (spec §5): lowercase; dots and every character other than a-z, 0-9 and
 * hyphen stripped; leading and trailing hyphens removed; cut to 63 characters.
 * The buy-domain base name is cleaned the same way.
 */
export function sanitizeSubdomain(value: string): string {
  return stripForTyping(value).replace(/-+$/, '');
}

/**
 * The same cleaning while the operator is still typing, except that a trailing hyphen is kept:
 * otherwise "my-shop" could never be typed ("my-" would become "my" at once). The full rule
 * applies when the form is saved, and the pattern message shows meanwhile.
 */
export function sanitizeSubdomainWhileTyping(value: string): string {
  return stripForTyping(value);
}

function stripForTyping(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+/, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH);
}
