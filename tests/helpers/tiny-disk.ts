import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TinyDisk {
  /** The mounted folder. */
  dir: string;
  /** Writes a file until the disk has no room left (ENOSPC). */
  fill: () => void;
  /** Unmounts and removes the folder (whatever is still on it is gone). */
  remove: () => void;
}

/**
 * A real, small file system (tmpfs of `megabytes`), so a test can fill it and see what the
 * server does with ENOSPC. Mounting needs root; null (after saying why) when it cannot be had.
 */
export function mountTinyDisk(megabytes: number, purpose: string): TinyDisk | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-tiny-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    const reason = (mounted.stderr || mounted.error?.message || 'mount failed').trim();
    process.stdout.write(`${purpose} skipped: a tmpfs could not be mounted (${reason}).\n`);
    return null;
  }
  return {
    dir,
    fill: () => {
      const file = fs.openSync(path.join(dir, 'filler'), 'a');
      try {
        // Large pieces first, then ever smaller ones, so not even a few bytes are left.
        for (const size of [1024 * 1024, 64 * 1024, 4096, 512, 1]) {
          const piece = Buffer.alloc(size);
          for (;;) {
            try {
              fs.writeSync(file, piece);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
              break;
            }
          }
        }
      } finally {
        fs.closeSync(file);
      }
    },
    remove: () => {
      spawnSync('umount', ['-l', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
