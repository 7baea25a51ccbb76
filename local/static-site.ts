import { statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { preferredEncoding } from './accept-encoding';
import { COMPRESSIBLE_TYPE, compressedFile } from './compressed-file';
import { contentTypeOf } from './content-types';
import { sendError } from './send-json';
import { isSpaRoute } from '#shared/spa-routes';
import { sendFile } from './send-file';
import { webNotBuiltPage } from './web-not-built-page';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside `root`, or null when it would step outside it. */
function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded}`);
  const inside = relative(root, file);
  return inside.startsWith('..') || inside.includes(`..${sep}`) ? null : file;
}

/** Text goes out brotli- or gzip-compressed when the client accepts it, as CloudFront sends it. */
function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  cacheControl: string,
  status = 200,
): void {
  const type = contentTypeOf(file);
  if (!COMPRESSIBLE_TYPE.test(type)) {
    sendFile(res, file, stats, cacheControl, status);
    return;
  }
  res.setHeader('vary', 'accept-encoding');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) {
    sendFile(res, file, stats, cacheControl, status);
    return;
  }
  const body = compressedFile(file, stats, encoding);
  res.writeHead(status, {
    'content-type': type,
    'content-encoding': encoding,
    'content-length': body.length,
    'cache-control': cacheControl,
    'last-modified': stats.mtime.toUTCString(),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The built SPA from `web/dist`, as CloudFront serves it: files (text compressed), and index.html for any
 * other path without a file extension, so deep links and reloads work: with 200 for the app's own
 * routes (shared/spa-routes) and 404 for the rest, where the app shows its not-found page.
 */
export function createStaticSite(distDir: string) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');

  return function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'method_not_allowed', `${req.method} is not allowed here`, {
        headers: { allow: 'GET, HEAD' },
      });
      return;
    }
    const index = fileStats(indexFile);
    if (!index) {
      const page = webNotBuiltPage();
      res.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(page),
      });
      res.end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    const file = fileFor(root, url.pathname);
    const stats = file ? fileStats(file) : null;
    if (file && stats) {
      sendStatic(req, res, file, stats, url.pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return;
    }
    const lastSegment = url.pathname.split('/').pop() ?? '';
    if (file && !url.pathname.startsWith('/assets/') && !lastSegment.includes('.')) {
      sendStatic(req, res, indexFile, index, REVALIDATE, isSpaRoute(url.pathname) ? 200 : 404);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
  };
}
