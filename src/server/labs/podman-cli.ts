import { spawn } from 'node:child_process';

/** What a finished podman (or any) command printed and how it ended. */
export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** True when we killed it because `timeoutMs` passed. */
  killed: boolean;
}

export interface CommandOptions {
  /**
   * What to write to stdin. A promise starts the process now and feeds it later (a process
   * started ahead of its work); `timeoutMs` then counts from when it resolves.
   */
  input?: string | Promise<string>;
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Output beyond this many characters per stream is dropped (a script printing forever). */
  maxOutput?: number;
}

const DEFAULT_MAX_OUTPUT = 256 * 1024;

/** Runs a program without a shell; resolves with its exit code (never rejects for a non-zero exit). */
export function runCommand(
  program: string,
  args: string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  const maxOutput = options.maxOutput ?? DEFAULT_MAX_OUTPUT;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: options.env,
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < maxOutput) stdout += chunk.slice(0, maxOutput - stdout.length);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < maxOutput) stderr += chunk.slice(0, maxOutput - stderr.length);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let exited = false;
    child.once('error', (error) => {
      exited = true;
      if (timer) clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      exited = true;
      if (timer) clearTimeout(timer);
      resolve({ exitCode: code ?? (signal ? 128 + 9 : 1), stdout, stderr, killed });
    });
    // A script that exits before reading all of its stdin closes the pipe: not our error.
    child.stdin.on('error', () => undefined);
    const feed = (input: string) => {
      if (exited) return;
      if (options.timeoutMs !== undefined) {
        timer = setTimeout(() => {
          killed = true;
          child.kill('SIGKILL');
        }, options.timeoutMs);
      }
      child.stdin.end(input);
    };
    if (typeof options.input === 'object') void options.input.then(feed, () => feed(''));
    else feed(options.input ?? '');
  });
}
