import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * A failure as a log line carries it: the stack, with each frame in a bundle (file:///var/task/index.mjs:1:2345)
 * read through the bundle's source map into our own file and line. Functions run without --enable-source-maps,
 * which made Node read and parse every bundle's map at load (about 6 ms, a sixteenth of the yardstick, on every
 * cold start); the map is read here instead, once, and only when something fails.
 */
export function errorStack(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return (error.stack ?? String(error)).replace(BUNDLE_FRAME, (frame, url: string, line: string, column: string) => {
    const map = sourceMapOf(url);
    const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    return `${entry.originalSource.replace(/^(\.\.\/)+/, '')}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

const BUNDLE_FRAME = /(file:\/\/[^\s()]+\.mjs):(\d+):(\d+)/g;
const maps = new Map<string, SourceMap | null>();

function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    try {
      maps.set(url, new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8'))));
    } catch {
      maps.set(url, null); // no map beside it: the frame stays as it is
    }
  }
  return maps.get(url)!;
}
