import { HttpUrl } from '@landing/api';

/** A URL is valid only as the wire's `HttpUrl` says: it parses and starts with http(s)://. */
export function isValidHttpUrl(value: string): boolean {
  return HttpUrl.allows(value);
}
