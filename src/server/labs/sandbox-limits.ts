/** Thrown by a driver's `create` when LAB_MAX_SANDBOXES sandboxes are already running. */
export class SandboxLimitError extends Error {
  override name = 'SandboxLimitError';
}

/** Throws SandboxLimitError when `running` sandboxes already reach the cap `max`. */
export function assertBelowLimit(running: number, max: number): void {
  if (running >= max) {
    throw new SandboxLimitError(`All ${max} lab machines are in use; try again in a few minutes.`);
  }
}
