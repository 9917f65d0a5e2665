import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDuration, readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      webDist: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 7 * 86400,
      sessionMaxAge: 30 * 86400,
      registrarBalance: 100,
      seedDemo: true,
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://db/landing',
      ACCESS_TOKEN_TTL: '5s',
      REFRESH_TOKEN_TTL: '2h',
      SESSION_MAX_AGE: '1d',
      REGISTRAR_BALANCE: '12.5',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://db/landing',
      accessTokenTtl: 5,
      refreshTokenTtl: 7200,
      sessionMaxAge: 86400,
      registrarBalance: 12.5,
      seedDemo: false,
    });
  });

  it('DATA_DIR=memory keeps the database in memory and uploads in a temporary folder', async () => {
    const config = readConfig({ DATA_DIR: 'memory' });
    const db = await openDatabase(config);
    expect(await db.query<{ n: number }>('select count(*)::int as n from users')).toEqual([
      { n: 0 },
    ]);
    await db.close();
    expect(existsSync(join(config.dataDir, 'pglite'))).toBe(false);
    expect(config.memoryDatabase).toBe(true);
    expect(config.dataDir.startsWith(join(tmpdir(), 'landing-memory-'))).toBe(true);
    expect(existsSync(config.dataDir)).toBe(true);
    expect(existsSync(resolve('memory'))).toBe(false);
    expect(readConfig({ DATA_DIR: '/tmp/x' }).memoryDatabase).toBe(false);
  });

  it('parses durations and refuses nonsense', () => {
    expect(parseDuration('15m', 'X')).toBe(900);
    expect(parseDuration('2h', 'X')).toBe(7200);
    expect(parseDuration('7d', 'X')).toBe(604800);
    expect(parseDuration('42', 'X')).toBe(42);
    expect(() => parseDuration('soon', 'ACCESS_TOKEN_TTL')).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => readConfig({ REGISTRAR_BALANCE: '-1' })).toThrow(/REGISTRAR_BALANCE/);
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT/);
  });

  it('reads the public origin, the proxy trust and the CORS origins, refusing what is no origin', () => {
    const plain = readConfig({});
    expect([plain.publicOrigin, plain.trustProxy, plain.corsOrigins]).toEqual([
      undefined,
      false,
      [],
    ]);
    const configured = readConfig({
      PUBLIC_ORIGIN: 'https://tools.example.com/',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.example.com, http://localhost:5173',
    });
    expect(configured.publicOrigin).toBe('https://tools.example.com');
    expect(configured.trustProxy).toBe(true);
    expect(configured.corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'tools.example.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://tools.example.com/app' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => readConfig({ CORS_ORIGINS: 'https://a.example.com,*' })).toThrow(/CORS_ORIGINS/);
  });
});
