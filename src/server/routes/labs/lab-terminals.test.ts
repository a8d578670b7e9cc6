import { describe, expect, it } from 'vitest';
import { FakeLabDriver } from '../../../../tests/helpers/fake-lab-driver';
import { resizeFrame, TERMINAL_CLOSE } from '../../../shared/schemas/labs';
import { MAX_BUFFERED_OUTPUT, type TerminalSocket } from './lab-terminal-shell';
import { createTerminalHub, SIGNED_OUT_REASON } from './lab-terminals';

function fakeSocket() {
  const socket = {
    sent: [] as string[],
    closes: [] as number[],
    reasons: [] as string[],
    bufferedAmount: 0,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code: number, reason: string) {
      socket.closes.push(code);
      socket.reasons.push(reason);
    },
  } satisfies TerminalSocket & Record<string, unknown>;
  return socket;
}

async function sandbox(driver: FakeLabDriver, sessionId: string) {
  return driver.create({
    sessionId,
    userId: 'u',
    labId: 'l',
    hosts: [{ name: 'lab', image: 'linux' }],
    ttlSeconds: 60,
  });
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const SIZE = { cols: 80, rows: 24 };

describe('the terminal hub', () => {
  it('keeps what is typed before the shell is open and delivers it in order', async () => {
    const driver = new FakeLabDriver();
    const handle = await sandbox(driver, 's1');
    const socket = fakeSocket();
    const hub = createTerminalHub(driver, () => undefined);
    const connection = hub.attach(handle, 'lab', socket, undefined, 'sign-in');
    connection.receive('first ');
    connection.receive(resizeFrame(90, 20));
    connection.receive('second');
    await settle();
    expect(socket.sent).toEqual(['first ', '[resized to 90x20]', 'second']);
  });

  it('closes the shell of a browser that falls megabytes behind its output', async () => {
    const driver = new FakeLabDriver();
    const handle = await sandbox(driver, 's2');
    const socket = fakeSocket();
    const hub = createTerminalHub(driver, () => undefined);
    const connection = hub.attach(handle, 'lab', socket, undefined, 'sign-in');
    await settle();
    connection.receive('yes\r');
    expect(socket.sent).toEqual(['yes\r']);
    socket.bufferedAmount = MAX_BUFFERED_OUTPUT + 1;
    connection.receive('y\r');
    expect(socket.sent).toEqual(['yes\r']);
    expect(socket.closes).toEqual([TERMINAL_CLOSE.overflow]);
    expect(driver.terminals[0]?.closed).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('attaches a burst of sockets to one shell: each replaces the one before, none opens another', async () => {
    const driver = new FakeLabDriver();
    const handle = await sandbox(driver, 's3');
    const hub = createTerminalHub(driver, () => undefined);
    const sockets = Array.from({ length: 100 }, () => fakeSocket());
    const connections = sockets.map((socket) => hub.attach(handle, 'lab', socket, SIZE, 'sign-in'));
    await settle();
    expect(driver.terminals).toHaveLength(1);
    expect(sockets.slice(0, -1).map((socket) => socket.closes)).toEqual(
      sockets.slice(0, -1).map(() => [TERMINAL_CLOSE.replaced]),
    );
    expect(sockets.at(-1)?.closes).toEqual([]);
    // The replaced sockets' input goes nowhere; the last one's reaches the shell.
    connections[0]?.receive('old\r');
    connections[99]?.receive('echo new\r');
    expect(sockets[0]?.sent).toEqual([]);
    expect(sockets[99]?.sent).toEqual(['echo new\r']);
    // A reload reattaches to the same shell and sees its latest output (the prompt).
    const reloaded = fakeSocket();
    hub.attach(handle, 'lab', reloaded, { cols: 100, rows: 30 }, 'sign-in');
    // Its size applies at once (the fake shell reports a resize as output).
    expect(reloaded.sent).toEqual(['echo new\r', '[resized to 100x30]']);
    expect(driver.terminals).toHaveLength(1);
    expect(driver.terminals[0]).toMatchObject({ closed: false });
    expect(driver.terminals[0]?.sizes.at(-1)).toEqual({ cols: 100, rows: 30 });
    expect(hub.size).toBe(1);
  });

  it('keeps a shell whose socket closed for a reload, and closes it when nobody comes back', async () => {
    const driver = new FakeLabDriver();
    const handle = await sandbox(driver, 's4');
    const hub = createTerminalHub(driver, () => undefined, undefined, { detachedShellMs: 30 });
    hub.attach(handle, 'lab', fakeSocket(), SIZE, 'sign-in').closed();
    await new Promise((done) => setTimeout(done, 10));
    const back = fakeSocket();
    const connection = hub.attach(handle, 'lab', back, SIZE, 'sign-in');
    await new Promise((done) => setTimeout(done, 60));
    expect(driver.terminals).toEqual([expect.objectContaining({ closed: false })]);
    connection.closed();
    await new Promise((done) => setTimeout(done, 60));
    expect(driver.terminals).toEqual([expect.objectContaining({ closed: true })]);
    expect(back.closes).toEqual([]);
    expect(hub.size).toBe(0);
  });

  it('closes the sockets, and shells, of sign-ins that ended, and only those', async () => {
    const driver = new FakeLabDriver();
    const hub = createTerminalHub(driver, () => undefined);
    const laptop = fakeSocket();
    const phone = fakeSocket();
    hub.attach(await sandbox(driver, 's5'), 'lab', laptop, SIZE, 'laptop');
    hub.attach(await sandbox(driver, 's6'), 'lab', phone, SIZE, 'phone');
    await settle();
    expect(hub.signIns().sort()).toEqual(['laptop', 'phone']);
    hub.closeSignedOut(new Set(['laptop']));
    expect(laptop.closes).toEqual([TERMINAL_CLOSE.signedOut]);
    expect(laptop.reasons).toEqual([SIGNED_OUT_REASON]);
    expect(phone.closes).toEqual([]);
    expect(driver.terminals.map((terminal) => [terminal.sessionId, terminal.closed])).toEqual([
      ['s5', true],
      ['s6', false],
    ]);
    expect(hub.signIns()).toEqual(['phone']);
  });
});
