import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A JSON document kept in one file under `.data/`, or only in memory when `path` is null (tests).
 * Writes go to a temporary file renamed over the old one, so a crash never leaves half a document.
 */
export class JsonFile<T> {
  constructor(private readonly path: string | null) {}

  read(fallback: T): T {
    if (!this.path) return fallback;
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
      throw error;
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`${this.path} is not valid JSON. Delete it to start that part of the local state afresh.`);
    }
  }

  write(value: T): void {
    if (!this.path) return;
    mkdirSync(dirname(this.path), { recursive: true });
    const temp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(value, null, 1));
    renameSync(temp, this.path);
  }
}
