import { createHash, randomBytes } from 'node:crypto';

/** What apps/web's build (vite.config.ts, html.cspNonce) writes where each page's nonce goes. */
export const cspNoncePlaceholder = 'LANDING_CSP_NONCE';

/** A fresh nonce for one page: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** Browser features the console never uses: a stolen page cannot ask for them either. */
const unusedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const consolePermissionsPolicy = unusedFeatures.map((feature) => `${feature}=()`).join(', ');

const inlineBlock = (tag: 'script' | 'style') =>
  new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi');

/** 'sha256-…' sources for every inline block of one kind in the page, so exactly those may run. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(inlineBlock(tag))]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The console's Content-Security-Policy: its own scripts and styles only (plus the hashes of
 * whatever the built page inlines, and for styles the page's nonce, which the <style> elements
 * Radix adds at run time carry), API calls and the editor's preview frame on this origin,
 * uploaded images (and local blob: previews before upload), never framed by anyone.
 */
export function consoleContentSecurityPolicy(
  indexHtml = '',
  nonce?: string,
  apiOrigins: readonly string[] = [],
): string {
  const api = apiOrigins.map((origin) => ` ${origin}`).join('');
  const scripts = ["'self'", ...inlineHashes(indexHtml, 'script')];
  const styles = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...inlineHashes(indexHtml, 'style'),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    `frame-src 'self'${api}`,
    `child-src 'self'${api}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The origins of the back offices when the console was built to call them elsewhere
 * (VITE_API_URL, VITE_TRACKER_URL, VITE_REGISTRAR_URL, read here too when set for the server);
 * by default every call, file and preview is on the page's own origin.
 */
export function configuredApiOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  for (const name of ['VITE_API_URL', 'VITE_TRACKER_URL', 'VITE_REGISTRAR_URL']) {
    const value = env[name];
    if (!value || !URL.canParse(value)) continue;
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  }
  return [...origins];
}

/** Every header the console's page is sent with. */
export function consoleSecurityHeaders(
  indexHtml = '',
  nonce?: string,
  apiOrigins: readonly string[] = configuredApiOrigins(),
): Record<string, string> {
  return {
    'Content-Security-Policy': consoleContentSecurityPolicy(indexHtml, nonce, apiOrigins),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': consolePermissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The built page with this response's nonce, and the headers that name it. */
export function consolePage(builtHtml: string, apiOrigins?: readonly string[]) {
  const nonce = newNonce();
  const html = builtHtml.replaceAll(cspNoncePlaceholder, nonce);
  return { html, headers: consoleSecurityHeaders(builtHtml, nonce, apiOrigins) };
}
