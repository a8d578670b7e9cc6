// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeSockets } from '../../../../tests/helpers/fake-lab-terminal';
import { TERMINAL_CLOSE } from '../../../shared/schemas/lab-rules';
import { readTerminalFrame } from '../../../shared/schemas/labs';
import { connectTerminal, type ConnectionState } from './terminal-connection';

const URL = 'ws://academy.test/api/labs/sessions/s1/terminal';

function connect(size = { cols: 120, rows: 40 }) {
  const { sockets, createSocket } = fakeSockets();
  const states: ConnectionState[] = [];
  const messages: (string | undefined)[] = [];
  let written = '';
  const connection = connectTerminal({
    url: URL,
    createSocket,
    write: (data) => (written += data),
    size: () => size,
    onState: (state, message) => {
      states.push(state);
      messages.push(message);
    },
  });
  const socket = (index: number) => {
    const found = sockets[index];
    if (!found) throw new Error(`no socket ${index}`);
    return found;
  };
  return { sockets, socket, states, messages, connection, written: () => written };
}

describe('the terminal connection', () => {
  it('sends the screen size first, then keystrokes, and writes what the server sends', () => {
    const { socket, states, connection, written } = connect();
    expect(socket(0).url).toBe(`${URL}?cols=120&rows=40`);
    connection.send('typed before open');
    socket(0).open();
    connection.send('ls -l\r');
    connection.resize({ cols: 80, rows: 24 });
    socket(0).receive('total 0\r\n$ ');
    // The server reads the same frames: a resize, then input, then a resize.
    expect(socket(0).sent.map(readTerminalFrame)).toEqual([
      { kind: 'resize', cols: 120, rows: 40 },
      { kind: 'input', data: 'ls -l\r' },
      { kind: 'resize', cols: 80, rows: 24 },
    ]);
    expect(written()).toBe('total 0\r\n$ ');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects once when the connection drops, and says so; a second failure is lost', () => {
    const { sockets, socket, states, connection } = connect();
    socket(0).open();
    socket(0).drop(1006);
    expect(states.at(-1)).toBe('reconnecting');
    expect(sockets).toHaveLength(2);
    // The new attempt fails before it opens: no endless loop, the learner is told.
    socket(1).drop(1006);
    expect(states.at(-1)).toBe('lost');
    expect(sockets).toHaveLength(2);
    connection.retry();
    expect(sockets).toHaveLength(3);
    socket(2).open();
    expect(states.at(-1)).toBe('open');
    // Having opened again, the next drop earns a retry again.
    socket(2).drop(1001);
    expect(states.at(-1)).toBe('reconnecting');
  });

  it('stops when the session ended or another tab took over, and opens a new shell after exit', () => {
    const ended = connect();
    ended.socket(0).open();
    ended.socket(0).drop(TERMINAL_CLOSE.sessionEnded);
    expect(ended.states.at(-1)).toBe('ended');
    expect(ended.sockets).toHaveLength(1);

    const replaced = connect();
    replaced.socket(0).open();
    replaced.socket(0).drop(TERMINAL_CLOSE.replaced);
    expect(replaced.states.at(-1)).toBe('replaced');
    expect(replaced.sockets).toHaveLength(1);

    const exited = connect();
    exited.socket(0).open();
    exited.socket(0).drop(TERMINAL_CLOSE.shellExited);
    expect(exited.states.at(-1)).toBe('connecting');
    expect(exited.sockets).toHaveLength(2);
  });

  it("stops when the learner's sign-in ended, and passes on the server's reason", () => {
    const { socket, sockets, states, messages } = connect();
    socket(0).open();
    socket(0).drop(TERMINAL_CLOSE.signedOut, 'You are signed out. Sign in again.');
    expect(states.at(-1)).toBe('signed-out');
    expect(messages.at(-1)).toBe('You are signed out. Sign in again.');
    expect(sockets).toHaveLength(1);
  });

  it('closes quietly when the page lets go of it', () => {
    const { socket, states, connection, sockets } = connect();
    socket(0).open();
    connection.close();
    expect(socket(0).closedWith).toBe(1000);
    socket(0).drop(1000);
    expect(states).toEqual(['connecting', 'open']);
    expect(sockets).toHaveLength(1);
  });
});
