import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readTar, tarEnd, tarHeader } from './tar';

async function* chunks(...buffers: Buffer[]): AsyncGenerator<Buffer> {
  for (const buffer of buffers) yield buffer;
}

describe('tar headers', () => {
  it('write sizes past 8 GiB in the GNU form that tar and our reader both read', async () => {
    const size = 9 * 1024 ** 3 + 5;
    const header = tarHeader({
      name: 'shikhon.sqlite',
      type: 'file',
      mode: 0o600,
      size,
      mtime: new Date('2026-11-25T06:00:00Z'),
    });
    // GNU tar lists the entry with its size before finding the content missing.
    const listing = (() => {
      try {
        return execFileSync('tar', ['-tvf', '-'], { input: header, stdio: 'pipe' }).toString();
      } catch (error) {
        return String((error as { stdout?: Buffer }).stdout);
      }
    })();
    expect(listing).toMatch(
      new RegExp(`^-rw------- .* ${size} \\d{4}-\\d\\d-\\d\\d .*shikhon\\.sqlite\\n`),
    );
    for await (const entry of readTar(chunks(header))) {
      expect(entry).toMatchObject({ name: 'shikhon.sqlite', type: 'file', size, mode: 0o600 });
      break;
    }
  });

  it.each([
    [
      'a path that leaves the folder',
      '../etc/passwd',
      /unsafe path in the archive: "..\/etc\/passwd"/,
    ],
    ['an absolute path', '/etc/passwd', /unsafe path in the archive/],
  ])('refuse %s', async (_label, name, message) => {
    // A header crafted by hand, as a malicious archive would carry.
    const header = tarHeader({ name: 'x', type: 'file', mode: 0o644, size: 0, mtime: new Date() });
    header.fill(0, 0, 100);
    header.write(name, 0, 'utf8');
    header.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    const read = async () => {
      for await (const entry of readTar(chunks(header, tarEnd()))) void entry;
    };
    await expect(read()).rejects.toThrow(message);
  });
});
