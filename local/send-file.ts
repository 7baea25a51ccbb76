import { createReadStream, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { contentTypeOf } from './content-types';

/** Streams a file with its content type; HEAD gets the headers only. */
export function sendFile(res: ServerResponse, file: string, stats: Stats, cacheControl: string, status = 200): void {
  res.writeHead(status, {
    'content-type': contentTypeOf(file),
    'content-length': stats.size,
    'cache-control': cacheControl,
    'last-modified': stats.mtime.toUTCString(),
  });
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
