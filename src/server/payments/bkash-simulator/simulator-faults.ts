/**
 * Faults a test (or a developer, by POST /__simulator/faults) switches on to see how the
 * academy copes with a bKash that is slow, down, or loses its answer.
 */

export const SIMULATOR_CALLS = [
  'grant',
  'refresh',
  'create',
  'execute',
  'status',
  'search',
  'refund',
] as const;

export type SimulatorCall = (typeof SIMULATOR_CALLS)[number];

export type SimulatorFault =
  /** Do the call's work, then answer only after `ms` (an execute's money has moved). */
  | { kind: 'delay'; call: SimulatorCall; ms: number; times?: number }
  /**
   * Do the call's work, then lose the answer: 'drop' closes the connection without a word,
   * 'garbage' answers HTTP 200 with JSON cut off half-way.
   */
  | { kind: 'lose-answer'; call: SimulatorCall; mode: 'drop' | 'garbage'; times?: number }
  /** HTTP 503 (maintenance) without doing anything. */
  | { kind: 'maintenance'; call: SimulatorCall; times?: number }
  /**
   * Refuse with a bKash code without doing anything: '9999' (system error) by default; for a
   * refund that bKash refuses, e.g. '2035' (no permission to reverse).
   */
  | { kind: 'error'; call: SimulatorCall; code?: string; message?: string; times?: number };

export interface FaultSwitches {
  /** Adds a fault; `times` calls use it up (none: until cleared). */
  set(fault: SimulatorFault): void;
  clear(): void;
  /** The faults still switched on. */
  list(): SimulatorFault[];
}

/** The faults that apply to a call, taken in order; each match uses one of its `times`. */
export class FaultBoard implements FaultSwitches {
  #faults: { fault: SimulatorFault; left: number }[] = [];

  set(fault: SimulatorFault): void {
    const left = fault.times ?? Number.POSITIVE_INFINITY;
    if (left > 0) this.#faults.push({ fault, left });
  }

  clear(): void {
    this.#faults = [];
  }

  list(): SimulatorFault[] {
    return this.#faults.map(({ fault }) => fault);
  }

  /** The first fault of one of these kinds for the call, used up by one. */
  take<K extends SimulatorFault['kind']>(
    call: SimulatorCall,
    kinds: readonly K[],
  ): Extract<SimulatorFault, { kind: K }> | undefined {
    const entry = this.#faults.find(
      ({ fault }) => fault.call === call && (kinds as readonly string[]).includes(fault.kind),
    );
    if (!entry) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) this.#faults = this.#faults.filter((other) => other !== entry);
    return entry.fault as Extract<SimulatorFault, { kind: K }>;
  }
}

/** Reads a fault posted as JSON, or says what is wrong with it. */
export function parseFault(input: unknown): SimulatorFault | string {
  if (typeof input !== 'object' || input === null) return 'a fault is a JSON object';
  const raw = input as Record<string, unknown>;
  const call = raw.call;
  if (typeof call !== 'string' || !(SIMULATOR_CALLS as readonly string[]).includes(call)) {
    return `call must be one of ${SIMULATOR_CALLS.join(', ')}`;
  }
  const times = raw.times;
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    return 'times must be a whole number of calls, at least 1';
  }
  const base = {
    call: call as SimulatorCall,
    ...(typeof times === 'number' ? { times } : {}),
  };
  switch (raw.kind) {
    case 'delay':
      if (typeof raw.ms !== 'number' || raw.ms < 0 || raw.ms > 10 * 60 * 1000) {
        return 'ms must be a number of milliseconds up to 10 minutes';
      }
      return { kind: 'delay', ms: raw.ms, ...base };
    case 'lose-answer':
      if (raw.mode !== 'drop' && raw.mode !== 'garbage') return "mode must be 'drop' or 'garbage'";
      return { kind: 'lose-answer', mode: raw.mode, ...base };
    case 'maintenance':
      return { kind: 'maintenance', ...base };
    case 'error':
      if (raw.code !== undefined && (typeof raw.code !== 'string' || !/^\d{3,4}$/.test(raw.code))) {
        return 'code must be a bKash code such as "9999"';
      }
      if (raw.message !== undefined && typeof raw.message !== 'string') {
        return 'message must be text';
      }
      return {
        kind: 'error',
        ...base,
        ...(typeof raw.code === 'string' ? { code: raw.code } : {}),
        ...(typeof raw.message === 'string' ? { message: raw.message } : {}),
      };
    default:
      return "kind must be 'delay', 'lose-answer', 'maintenance' or 'error'";
  }
}
