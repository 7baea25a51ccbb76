import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from '../../local/accept-encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Text files compressed once, before the first request, as a CDN serves them from its cache: compressing
 * during a request would add its time to the response times Lighthouse simulates the network from.
 */
function precompress(root: string): Map<string, Encoded> {
  const encoded = new Map<string, Encoded>();
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    encoded.set(file, {
      br: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzip: gzipSync(content, { level: 9 }),
    });
  }
  return encoded;
}

/**
 * Serves a built SPA the way the CDN does: brotli or gzip for text, long caching for hashed assets,
 * index.html for any extensionless path (history fallback), a real 404 for a missing file. Listens on a free port.
 */
export async function serveWebDist(root: string): Promise<StaticSite> {
  const compressed = precompress(root);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(400).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(pathname) || pathname.startsWith('/api/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const variants = compressed.get(file);
    const encoding = variants ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (variants) headers.Vary = 'Accept-Encoding';
    if (variants && encoding) headers['Content-Encoding'] = encoding;
    const body = variants && encoding ? variants[encoding] : readFileSync(file);
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
