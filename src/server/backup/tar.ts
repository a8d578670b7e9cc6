import type { FileHandle } from 'node:fs/promises';

/**
 * The POSIX ustar format (what `tar` writes and reads), the part of it a backup needs: regular
 * files and folders, names up to 255 bytes, sizes past 8 GiB in GNU's base-256 form. Written and
 * read as streams, so a large media folder never has to fit in memory. A few dozen lines of our
 * own instead of a dependency: the archive stays a plain .tar.gz an operator can list with
 * `tar -tzf`, and the reader refuses what a backup never holds (links, devices, paths that
 * leave the folder).
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);
/** The largest size the 11 octal digits of the size field hold. */
const MAX_OCTAL_SIZE = 0o77777777777;

export interface TarEntry {
  /** Relative path with `/` separators; a folder's has no trailing slash. */
  name: string;
  type: 'file' | 'directory';
  /** Permission bits (e.g. 0o600 for a secret). */
  mode: number;
  size: number;
  mtime: Date;
}

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

function writeString(header: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`"${value}" is too long for the archive`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  // length - 1 digits and a NUL, as tar writes them.
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function writeSize(header: Buffer, size: number) {
  if (size <= MAX_OCTAL_SIZE) {
    writeOctal(header, 124, 12, size);
    return;
  }
  // GNU base-256: high bit of the first byte set, the number big-endian in the rest.
  header.fill(0, 124, 136);
  header[124] = 0x80;
  header.writeBigUInt64BE(BigInt(size), 128);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    // The checksum field itself counts as eight spaces.
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  }
  return sum;
}

/** Splits a long name into ustar's prefix (up to 155 bytes) and name (up to 100) at a `/`. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) {
      return { prefix, name: rest };
    }
  }
  throw new TarFormatError(`"${name}" is too long a path for the archive`);
}

export function tarHeader(entry: TarEntry): Buffer {
  const header = Buffer.alloc(BLOCK);
  const split = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  writeString(header, 0, 100, split.name);
  writeOctal(header, 100, 8, entry.mode & 0o7777);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, entry.type === 'file' ? entry.size : 0);
  writeOctal(header, 136, 12, Math.max(0, Math.floor(entry.mtime.getTime() / 1000)));
  header.write(entry.type === 'file' ? '0' : '5', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  writeString(header, 345, 155, split.prefix);
  header.write(`${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** The zero bytes that bring `size` bytes of content up to a whole block. */
export function tarPadding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

export function tarEnd(): Buffer {
  return END_OF_ARCHIVE;
}

/**
 * A file's header, its first `entry.size` bytes read from `handle` and the padding; the handle
 * is closed after. A file that turns out shorter than `size` (cut while being read) fails the
 * archive rather than shifting every entry after it.
 */
export async function* tarFile(entry: TarEntry, handle: FileHandle): AsyncGenerator<Buffer> {
  try {
    yield tarHeader(entry);
    let written = 0;
    if (entry.size > 0) {
      const stream = handle.createReadStream({ start: 0, end: entry.size - 1, autoClose: false });
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        written += chunk.length;
        yield chunk;
      }
    }
    if (written !== entry.size) {
      throw new TarFormatError(`${entry.name} changed size while it was being read`);
    }
    yield tarPadding(entry.size);
  } finally {
    await handle.close();
  }
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(header: Buffer, offset: number, length: number, what: string): number {
  const text = readString(header, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError(`damaged header: bad ${what}`);
  return text === '' ? 0 : parseInt(text, 8);
}

function readSize(header: Buffer): number {
  if (((header[124] ?? 0) & 0x80) !== 0) {
    const size = header.readBigUInt64BE(128);
    if (size > BigInt(Number.MAX_SAFE_INTEGER)) throw new TarFormatError('damaged header: size');
    return Number(size);
  }
  return readOctal(header, 124, 12, 'size');
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.pendingLength < wanted && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.pending.push(next.value);
        this.pendingLength += next.value.length;
      }
    }
  }

  /** Up to `count` bytes; fewer only at the end of the stream. */
  async read(count: number): Promise<Buffer> {
    await this.fill(count);
    const all = Buffer.concat(this.pending);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingLength = rest.length;
    return taken;
  }

  /** Exactly `count` bytes, in the pieces they arrive in. */
  async *take(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.pendingLength === 0) await this.fill(1);
      const piece = this.pending.shift();
      if (!piece) throw new TarFormatError('the archive ends in the middle of a file');
      const used = piece.subarray(0, left);
      if (piece.length > left) this.pending.unshift(piece.subarray(left));
      this.pendingLength -= used.length;
      left -= used.length;
      yield used;
    }
  }
}

export interface TarReadEntry extends TarEntry {
  /** The content; must be read to its end (or skipped with `skip`) before the next entry. */
  content: () => AsyncGenerator<Buffer>;
}

function safeName(raw: string): string {
  const name = raw.replace(/\/+$/, '');
  const parts = name.split('/');
  if (
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new TarFormatError(`unsafe path in the archive: "${raw}"`);
  }
  return name;
}

/**
 * The entries of an (uncompressed) tar stream, each checked: a header whose checksum does not
 * match, a type other than file or folder, or a path that would leave the target folder throws
 * TarFormatError. Each entry's content must be consumed before asking for the next.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarReadEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header.length === 0) throw new TarFormatError('the archive has no end marker');
    if (header.length < BLOCK) throw new TarFormatError('the archive is cut short');
    if (header.every((byte) => byte === 0)) return;
    const stored = readOctal(header, 148, 8, 'checksum');
    if (stored !== checksum(header)) throw new TarFormatError('damaged header: checksum');
    const typeFlag = String.fromCharCode(header[156] ?? 0);
    const type =
      typeFlag === '0' || typeFlag === '\0' ? 'file' : typeFlag === '5' ? 'directory' : undefined;
    const prefix = readString(header, 345, 155);
    const rawName = prefix ? `${prefix}/${readString(header, 0, 100)}` : readString(header, 0, 100);
    if (!type) throw new TarFormatError(`"${rawName}" is neither a file nor a folder`);
    const size = type === 'file' ? readSize(header) : 0;
    let consumed = false;
    const content = async function* () {
      if (consumed) throw new Error('an entry can be read once');
      consumed = true;
      yield* reader.take(size);
      const padding = tarPadding(size).length;
      if (padding > 0 && (await reader.read(padding)).length < padding) {
        throw new TarFormatError('the archive is cut short');
      }
    };
    yield {
      name: safeName(rawName),
      type,
      mode: readOctal(header, 100, 8, 'mode'),
      size,
      mtime: new Date(readOctal(header, 136, 12, 'time') * 1000),
      content,
    };
    // Skipped by the caller: read past it so the next header lines up.
    if (!consumed) for await (const piece of content()) void piece;
  }
}
