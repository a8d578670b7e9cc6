import type { Engine } from '../../src/server/db/database';
import { FakeLabDriver } from './fake-lab-driver';
import { testLabContent } from './lab-content';
import { startTestServer, type TestServer } from './test-server';

export interface FakeLabServer {
  server: TestServer;
  /** Answers each check from the scripts a test sets, so no sandbox starts. */
  driver: FakeLabDriver;
}

/** A test server with the test labs, run by a fresh fake driver. */
export async function startFakeLabServer(engine: Engine): Promise<FakeLabServer> {
  const driver = new FakeLabDriver();
  const server = await startTestServer(engine, {}, { content: testLabContent(), labs: { driver } });
  return { server, driver };
}
