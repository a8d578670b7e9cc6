import { describe, expect, it } from 'vitest';
import { FakeLabDriver } from '../../../../tests/helpers/fake-lab-driver';
import { resizeFrame, TERMINAL_CLOSE } from '../../../shared/schemas/labs';
import { createTerminalHub, MAX_BUFFERED_OUTPUT, type TerminalSocket } from './lab-terminals';

function fakeSocket() {
  const socket = {
    sent: [] as string[],
    closes: [] as number[],
    bufferedAmount: 0,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code: number) {
      socket.closes.push(code);
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

describe('the terminal hub', () => {
  it('keeps what is typed before the shell is open and delivers it in order', async () => {
    const driver = new FakeLabDriver();
    const handle = await sandbox(driver, 's1');
    const socket = fakeSocket();
    const hub = createTerminalHub(driver, () => undefined);
    const connection = hub.attach(handle, 'lab', socket);
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
    const connection = hub.attach(handle, 'lab', socket);
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
});
