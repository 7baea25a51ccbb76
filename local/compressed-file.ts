import { readFileSync, type Stats } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

/** Each file version is compressed once: built files do not change until the next build. */
const cache = new Map<string, { version: string; body: Buffer }>();
const MAX_CACHED = 256;

/**
 * The file compressed with `encoding`. Brotli quality 9 comes within a few percent of the maximum (11) at
 * a tenth of its time, so the first request after a build stays quick.
 */
export function compressedFile(file: string, stats: Stats, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}`;
  const version = `${stats.mtimeMs}:${stats.size}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.body;
  const content = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        })
      : gzipSync(content, { level: 9 });
  cache.delete(key);
  cache.set(key, { version, body });
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return body;
}
