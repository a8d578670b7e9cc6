import type {
  ExecResult,
  LabDriver,
  PreparedExec,
  SandboxHandle,
  SandboxSpec,
  SandboxSummary,
  SandboxTerminal,
  TerminalOptions,
  TerminalSize,
} from '../../src/server/labs/lab-driver';
import { TERMINAL_GATE } from '../../src/server/labs/lab-driver';

type Scripted = ExecResult | (() => Promise<ExecResult>);

export const passes: ExecResult = { exitCode: 0, stdout: '', stderr: '', timedOut: false };

export function fails(stdout: string, stderr = ''): ExecResult {
  return { exitCode: 1, stdout, stderr, timedOut: false };
}

/**
 * A LabDriver with no sandboxes: exec answers what the test scripted for the script's text
 * (else exit 1), and a terminal echoes what is typed and reports each resize as a line. It
 * records what the service asked of it.
 */
export class FakeLabDriver implements LabDriver {
  readonly name = 'local';
  reason: string | null = null;
  /** How many times unavailableReason() was asked. */
  availabilityAsked = 0;
  /** Thrown by create() when set. */
  createError: Error | null = null;
  readonly sandboxes = new Map<string, SandboxSpec>();
  readonly destroyed: string[] = [];
  readonly execs: { sessionId: string; host: string; script: string }[] = [];
  readonly scripts = new Map<string, Scripted>();
  readonly terminals: {
    sessionId: string;
    host: string;
    sizes: TerminalSize[];
    closed: boolean;
    gated: boolean;
    opened: boolean;
  }[] = [];

  unavailableReason() {
    this.availabilityAsked += 1;
    return Promise.resolve(this.reason);
  }

  create(spec: SandboxSpec): Promise<SandboxHandle> {
    if (this.createError) return Promise.reject(this.createError);
    this.sandboxes.set(spec.sessionId, spec);
    return Promise.resolve({
      sessionId: spec.sessionId,
      hosts: spec.hosts.map((host) => host.name),
      expiresAt: new Date(Date.now() + spec.ttlSeconds * 1000).toISOString(),
    });
  }

  /** Execs started ahead (prepareExec): 'waiting' until run or cancelled. */
  readonly prepared: { sessionId: string; host: string; state: 'waiting' | 'ran' | 'cancelled' }[] =
    [];

  prepareExec(handle: SandboxHandle, host: string): PreparedExec {
    const entry: (typeof this.prepared)[number] = {
      sessionId: handle.sessionId,
      host,
      state: 'waiting',
    };
    this.prepared.push(entry);
    return {
      run: (script) => {
        if (entry.state !== 'waiting') return Promise.reject(new Error('not waiting'));
        entry.state = 'ran';
        return this.exec(handle, host, script);
      },
      cancel: () => {
        if (entry.state === 'waiting') entry.state = 'cancelled';
      },
    };
  }

  async exec(handle: SandboxHandle, host: string, script: string): Promise<ExecResult> {
    this.execs.push({ sessionId: handle.sessionId, host, script });
    const scripted = this.scripts.get(script);
    if (!scripted) return fails('');
    return typeof scripted === 'function' ? scripted() : scripted;
  }

  terminal(
    handle: SandboxHandle,
    host: string,
    size: TerminalSize,
    options: TerminalOptions = {},
  ): Promise<SandboxTerminal> {
    if (!this.sandboxes.has(handle.sessionId)) return Promise.reject(new Error('no sandbox'));
    const record = {
      sessionId: handle.sessionId,
      host,
      sizes: [size],
      closed: false,
      gated: options.gated === true,
      /** A gated terminal's gate line arrived (the shell started). */
      opened: options.gated !== true,
    };
    this.terminals.push(record);
    const listeners: ((data: string) => void)[] = [];
    const exits: ((code: number) => void)[] = [];
    this.shellExits.set(record, () => exits.forEach((listener) => listener(137)));
    const emit = (data: string) => listeners.forEach((listener) => listener(data));
    return Promise.resolve({
      write: (data) => {
        if (!record.opened) {
          // A gated shell reads its gate line silently, then prints its prompt.
          if (data === TERMINAL_GATE) {
            record.opened = true;
            emit('lab$ ');
          }
        } else if (data === 'exit\r') exits.forEach((listener) => listener(0));
        else emit(data);
      },
      onData: (listener) => void listeners.push(listener),
      onExit: (listener) => void exits.push(listener),
      resize: (next) => {
        record.sizes.push(next);
        emit(`[resized to ${next.cols}x${next.rows}]`);
      },
      close: () => {
        record.closed = true;
      },
    });
  }

  /** Shells of open terminals, ended by vanish(). */
  private readonly shellExits = new Map<(typeof this.terminals)[number], () => void>();

  /** The sandbox disappears behind the service's back (poweroff, a restarted machine). */
  vanish(sessionId: string) {
    this.sandboxes.delete(sessionId);
    for (const [record, exit] of this.shellExits) {
      if (record.sessionId === sessionId && !record.closed) exit();
    }
  }

  destroy(sessionId: string): Promise<void> {
    this.destroyed.push(sessionId);
    this.sandboxes.delete(sessionId);
    return Promise.resolve();
  }

  list(): Promise<SandboxSummary[]> {
    return Promise.resolve(
      [...this.sandboxes.keys()].map((sessionId) => ({
        sessionId,
        createdAt: new Date().toISOString(),
        expiresAt: new Date().toISOString(),
      })),
    );
  }
}
