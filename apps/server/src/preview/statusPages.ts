import { createHash } from 'node:crypto';
import { PREVIEW_EXPIRED_MESSAGE } from '@landing/api/schemas';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A page the preview frame shows instead of the landing; no scripts. */
export const messagePage = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head>` +
  `<body><p>${escapeHtml(message)}</p></body></html>`;

export const messagePolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; sandbox";

export const EXPIRED_TEXT = 'This preview link has expired. Reload the preview to get a new one.';

/** Tells the editor around the frame that the link expired, so it asks for a new one. */
const notifyExpired = `parent.postMessage({ type: ${JSON.stringify(PREVIEW_EXPIRED_MESSAGE)} }, '*');`;
const notifyHash = createHash('sha256').update(notifyExpired).digest('base64');

export const expiredPage =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview expired</title>` +
  `</head><body><p>${EXPIRED_TEXT}</p><script>${notifyExpired}</script></body></html>`;

/** Only that one script runs, in an opaque origin. */
export const expiredPolicy =
  `default-src 'none'; script-src 'sha256-${notifyHash}'; base-uri 'none'; ` +
  "form-action 'none'; sandbox allow-scripts";
