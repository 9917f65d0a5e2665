export type Row = Record<string, unknown>;

/** The one storage interface the server uses: PGlite and PostgreSQL both answer it. */
export interface Database {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
