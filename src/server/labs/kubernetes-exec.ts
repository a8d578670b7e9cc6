import { PassThrough, Writable } from 'node:stream';
import type { Exec, V1Status } from '@kubernetes/client-node';
import type { ExecResult, SandboxTerminal, TerminalSize } from './lab-driver';
import { CONTAINER } from './kubernetes-names';
import { execOutcome } from './sandbox-rules';
import { sandboxTerminal } from './terminal-adapter';

/** Commands and terminals in a lab pod, through the Kubernetes exec API. */

function exitCodeOf(status: V1Status): number {
  if (status.status === 'Success') return 0;
  const cause = status.details?.causes?.find((entry) => entry.reason === 'ExitCode');
  const code = Number(cause?.message);
  return Number.isInteger(code) ? code : 1;
}

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** The terminal's output stream: the client library reads `columns`/`rows` and 'resize'. */
class TerminalOutput extends Writable {
  columns: number;
  rows: number;
  constructor(
    size: TerminalSize,
    private readonly onChunk: (data: string) => void,
  ) {
    super();
    this.columns = size.cols;
    this.rows = size.rows;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.onChunk(Buffer.from(chunk).toString('utf8'));
    callback();
  }
}

/**
 * Runs `command` in the pod's lab container and resolves with its outcome; `timeoutMs` is the
 * script's own limit (`seconds`, enforced inside), after which 10 s more end the stream here.
 */
export function execInPod(
  execApi: Exec,
  namespace: string,
  pod: string,
  command: string[],
  timing: { timeoutMs: number; seconds: number },
): Promise<ExecResult> {
  const stdout = collector();
  const stderr = collector();
  const started = Date.now();
  return new Promise<ExecResult>((resolve, reject) => {
    let settled = false;
    const finish = (exitCode: number, killed = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const output = { stdout: stdout.text(), stderr: stderr.text() };
      resolve(execOutcome({ exitCode, killed, ...output }, started, timing.seconds));
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    };
    let socket: { close(): void } | undefined;
    const timer = setTimeout(() => {
      socket?.close();
      finish(124, true);
    }, timing.timeoutMs + 10_000);
    execApi
      .exec(
        namespace,
        pod,
        CONTAINER,
        command,
        stdout.stream,
        stderr.stream,
        null,
        false,
        (status) => finish(exitCodeOf(status)),
      )
      .then((ws) => {
        socket = ws;
        ws.on('close', () => fail(new Error(`The exec stream to ${pod} closed without a status.`)));
      })
      .catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  });
}

/** An interactive TTY exec of `command` in the pod's lab container. */
export async function openPodTerminal(
  execApi: Exec,
  namespace: string,
  pod: string,
  command: string[],
  size: TerminalSize,
): Promise<SandboxTerminal> {
  const dataListeners: ((data: string) => void)[] = [];
  const exitListeners: ((code: number) => void)[] = [];
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    for (const listener of exitListeners) listener(code);
  };
  const output = new TerminalOutput(size, (data) => {
    for (const listener of dataListeners) listener(data);
  });
  const input = new PassThrough();
  const ws = await execApi.exec(
    namespace,
    pod,
    CONTAINER,
    command,
    output,
    null,
    input,
    true,
    (status) => exit(exitCodeOf(status)),
  );
  ws.on('close', () => exit(0));
  return sandboxTerminal({
    write: (data) => input.write(data),
    onData: (listener) => {
      dataListeners.push(listener);
    },
    onExit: (listener) => {
      exitListeners.push(listener);
    },
    resize: (cols, rows) => {
      output.columns = cols;
      output.rows = rows;
      output.emit('resize');
    },
    // A TTY exec's shell gets SIGHUP when its stream closes.
    close: () => ws.close(),
  });
}
