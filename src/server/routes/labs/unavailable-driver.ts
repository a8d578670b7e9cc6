import type { LabDriver } from '../../labs/lab-driver';

/**
 * The driver of a server that cannot run labs: it says why and does nothing else, so the lab
 * pages show the sentence instead of a terminal that will never connect.
 */
export function unavailableDriver(reason: string): LabDriver {
  const refuse = () => Promise.reject(new Error(reason));
  return {
    name: 'local',
    unavailableReason: () => Promise.resolve(reason),
    create: refuse,
    exec: refuse,
    terminal: refuse,
    destroy: () => Promise.resolve(),
    list: () => Promise.resolve([]),
  };
}
