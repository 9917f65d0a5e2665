import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type SwitchableProxy = {
  /** The upstream URL with host and port replaced by the proxy's. */
  url: string;
  /** The database "stops": every open connection is cut and new ones are refused. */
  cut(): void;
  /** The database is back: new connections reach it again. */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of the PostgreSQL that TEST_DATABASE_URL names, so a test can take the
 * database away from one server (as `pg_ctl stop -m immediate` does) without stopping it for
 * the other tests that share it.
 */
export async function switchableProxy(upstreamUrl: string): Promise<SwitchableProxy> {
  const upstream = new URL(upstreamUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const remote = connect(Number(upstream.port || 5432), upstream.hostname);
    for (const socket of [client, remote]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        remote.destroy();
      });
    }
    client.pipe(remote);
    remote.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
