import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../helpers/built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: mail lands in its outbox/ as .eml files. */
    dataDir: string;
  }
}

/** Starts the built server (`npm run build` first) on SQLite in a throwaway DATA_DIR. */
export async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
