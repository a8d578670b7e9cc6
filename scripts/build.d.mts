/** Types for scripts/build.mjs (plain JavaScript, so that it runs before anything is built). */
export interface BuildStep {
  label: string;
  command: string;
  args: string[];
}

export function buildSteps(options: { verbose: boolean }): BuildStep[];

export function runBuild(
  steps: BuildStep[],
  options: { verbose: boolean; write?: (text: string) => void },
): Promise<number>;
