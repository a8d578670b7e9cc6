import { spawn as spawnPty } from 'node-pty';
import type { SandboxHandle, SandboxTerminal, TerminalOptions, TerminalSize } from './lab-driver';
import { GATED_SHELL } from './lab-driver';
import { containerName, type LocalContext } from './local-context';
import { settingsOfHost } from './local-images';
import { sandboxTerminal } from './terminal-adapter';

/** A login shell in a local sandbox, through `podman exec -it` in a pty of ours. */
export async function openTerminal(
  context: LocalContext,
  handle: SandboxHandle,
  host: string,
  size: TerminalSize,
  options: TerminalOptions = {},
): Promise<SandboxTerminal> {
  const image = handle.hosts.includes(host)
    ? await settingsOfHost(context, handle.sessionId, host)
    : undefined;
  if (!image) throw new Error(`No host ${host} in lab session ${handle.sessionId}.`);
  const name = containerName(handle.sessionId, host);
  // Closing ends the shell, and everything started in it, without another process: killing
  // our podman client alone would leave the shell running inside (conmon keeps its terminal).
  // So the shell gets a pipe (fd 3, through --preserve-fds) whose only writer is a `sleep`
  // beside our podman client in the pty's session. When the client ends (close() below, the
  // shell's exit, or this server dying and its pty hanging up), the kernel hangs `sleep` up,
  // the pipe reads end-of-file inside the sandbox, and a watcher there kills the shell's
  // session (ignoring the hangup its own shell's end sends it).
  const pty = spawnPty(
    'bash',
    [
      '-c',
      'exec "$@" 3< <(exec sleep infinity)',
      'bash',
      context.podmanProgram,
      'exec',
      '-it',
      '--preserve-fds',
      '1',
      '-e',
      'TERM=xterm-256color',
      '-w',
      image.workdir,
      '-u',
      image.user,
      name,
      'bash',
      '-c',
      `(trap '' HUP; read -r _; pkill -KILL -s $$) <&3 & ${options.gated ? GATED_SHELL : 'exec bash -l'} 3<&-`,
    ],
    {
      name: 'xterm-256color',
      cols: size.cols,
      rows: size.rows,
      env: context.env,
      cwd: context.workDir,
    },
  );
  return sandboxTerminal({
    write: (data) => pty.write(data),
    onData: (listener) => {
      pty.onData(listener);
    },
    onExit: (listener) => {
      pty.onExit(({ exitCode }) => listener(exitCode));
    },
    resize: (cols, rows) => pty.resize(cols, rows),
    close: () => pty.kill(),
  });
}
