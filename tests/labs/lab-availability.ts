import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalDriver, type LocalDriverOptions } from '../../src/server/labs/local-driver';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Test sandboxes have their own owner, so that no academy server's sweep judges them. */
export const TEST_OWNER = `tests-${process.pid}`;

export function localDriver(options: Partial<LocalDriverOptions> = {}): LocalDriver {
  return new LocalDriver({ projectRoot, owner: TEST_OWNER, ...options });
}

/**
 * Why the lab tests cannot run here (printed, never a silent skip), or null: the machine (root,
 * podman, runc) and then the images a file needs.
 */
export async function labsUnavailable(file: string, images: string[]): Promise<string | null> {
  const driver = localDriver();
  let reason = await driver.hostUnavailableReason();
  for (const key of reason ? [] : images) {
    try {
      await driver.imageSettings(key, true);
    } catch (error) {
      reason = `Labs are unavailable on this server: ${(error as Error).message}`;
      break;
    }
  }
  if (reason) console.log(`[labs] ${file} skipped: ${reason}`);
  return reason;
}

let counter = 0;

/** A session id no other test (or test run) uses. */
export function testSessionId(prefix: string): string {
  counter += 1;
  return `t-${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}
