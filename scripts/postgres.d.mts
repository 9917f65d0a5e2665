/** A throwaway PostgreSQL cluster of scripts/postgres.mjs. */
export type Cluster = {
  url: string;
  start(): void;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  remove(): void;
};

export function findPostgresBin(): string | undefined;
export function startCluster(bin: string, port: number): Cluster;
export function freePort(): Promise<number>;
export function startPostgres(): Promise<{ url: string; stop(): void } | undefined>;
