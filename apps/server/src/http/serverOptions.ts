import type { ServerOptions } from 'node:http';
import type { ServerConfig } from '../config.ts';

/**
 * Node's HTTP server settings: a request must arrive whole, body included, within
 * `requestTimeout` (Node's default let a slow body hold its socket 300 s), and its headers within
 * 20 s. Node looks for late requests every `connectionsCheckingInterval`, so that is a fraction
 * of the timeout.
 */
export function serverOptions({ requestTimeout }: Pick<ServerConfig, 'requestTimeout'>) {
  const requestMs = requestTimeout * 1000;
  return {
    requestTimeout: requestMs,
    headersTimeout: Math.min(20_000, requestMs),
    connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestMs / 4)),
  } satisfies ServerOptions;
}
