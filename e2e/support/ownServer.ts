import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * An apps/server of the spec's own (serving the built console), on a free port: it can be
 * stopped and started again on the same port and data directory, as a back office that went
 * down and came back.
 */
export interface OwnServer {
  origin: string;
  /** Stops the process and waits until it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it answers health. */
  restart: () => Promise<void>;
  log: () => string;
}

const RUNNING_AT = /Landing Console is running at http:\/\/[^:]+:(\d+)/;

export async function startOwnServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  let output = '';
  let server: ChildProcess | undefined;
  let port = 0;

  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: 'apps/web/dist',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const healthy = async () => {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      const announced = RUNNING_AT.exec(output)?.[1];
      if (port === 0 && announced !== undefined) port = Number(announced);
      if (port === 0) return false;
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    };
    await expect.poll(healthy, { timeout: 80_000, intervals: [250] }).toBe(true);
  };

  const stop = async () => {
    const child = server;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    origin: `http://127.0.0.1:${port}`,
    stop,
    restart: async () => {
      await stop();
      output = '';
      await start();
    },
    log: () => output,
  };
}
