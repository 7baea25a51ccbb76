import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

export interface JournalReplay {
  /** Records read back. */
  records: number;
  /** A half-written last line (the process died mid-write) was cut off. */
  droppedTail: boolean;
}

/**
 * A local store's changes as JSON lines appended to one file under `.data/`: each change costs one small
 * write however much is stored, and `replay` rebuilds the state at start. `rewrite` replaces the file with
 * a compact equivalent (temporary file renamed over it, so a crash leaves the old journal or the new one).
 * `path` null keeps nothing on disk (tests).
 */
export class AppendOnlyJournal<R> {
  private fd: number | null = null;
  private count = 0;

  constructor(readonly path: string | null) {}

  /** Records in the file now: what compaction weighs against the live state. */
  get records(): number {
    return this.count;
  }

  /** Feeds every stored record to `apply`, oldest first. Call once, before the first append. */
  replay(apply: (record: R) => void): JournalReplay {
    const text = this.readAll();
    if (text === '') return { records: 0, droppedTail: false };
    const lines = text.split('\n');
    // After the last newline: nothing, or the torn end of a write the process did not finish.
    const tail = lines.pop()!;
    let droppedTail = tail !== '';
    let keptChars = text.length - tail.length;
    const parsed: R[] = [];
    for (const [index, line] of lines.entries()) {
      if (line === '') continue;
      try {
        parsed.push(JSON.parse(line) as R);
      } catch {
        if (index < lines.length - 1) {
          throw new Error(
            `${this.path} line ${index + 1} is not valid JSON. Delete the file to start that part of the local state afresh.`,
          );
        }
        // A complete but unreadable last line is a torn write too: drop it rather than refuse to start.
        droppedTail = true;
        keptChars -= line.length + 1;
      }
    }
    // Cut the torn end off, or the next append would be glued to it.
    if (droppedTail && this.path) truncateSync(this.path, Buffer.byteLength(text.slice(0, keptChars)));
    for (const record of parsed) apply(record);
    this.count = parsed.length;
    return { records: parsed.length, droppedTail };
  }

  append(record: R): void {
    this.count += 1;
    if (!this.path) return;
    writeSync(this.open(), `${JSON.stringify(record)}\n`);
  }

  /** Replaces the whole journal with these records (compaction). */
  rewrite(records: Iterable<R>): void {
    let count = 0;
    const lines: string[] = [];
    for (const record of records) {
      lines.push(JSON.stringify(record));
      count += 1;
    }
    this.count = count;
    if (!this.path) return;
    this.close();
    mkdirSync(dirname(this.path), { recursive: true });
    const temp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temp, lines.length > 0 ? `${lines.join('\n')}\n` : '');
    renameSync(temp, this.path);
  }

  /** Releases the file; a later append opens it again. */
  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }

  private open(): number {
    if (this.fd === null) {
      mkdirSync(dirname(this.path!), { recursive: true });
      this.fd = openSync(this.path!, 'a');
    }
    return this.fd;
  }

  private readAll(): string {
    if (!this.path) return '';
    try {
      return readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  }
}
