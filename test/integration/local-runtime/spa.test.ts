import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startLocalApp, type LocalApp } from '../../support/local-app';

/** A small stand-in for web/dist (the real build is exercised by the e2e run), laid out like Vite's output. */
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let app: LocalApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'nagtext-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets/index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets/font-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await startLocalApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${app.baseUrl}${path}`, init);

/** The raw response, not decoded (fetch would decompress it), with the Accept-Encoding given. */
function getRaw(path: string, acceptEncoding: string | undefined, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${app.baseUrl}${path}`,
        { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the SPA from web/dist', () => {
  it.each(['/', '/dashboard', '/admin/users/123', '/admin/users/123/tasks', '/signup/'])(
    'answers the app route %s with index.html and 200 (history fallback)',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each(['/reminders', '/no-such-page', '/admin/nothing-here', '/dashboard/extra'])(
    'answers the unknown path %s with 404, still sending the app (which shows its not-found page)',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each([
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['/assets/font-abc123.woff2', 'font/woff2'],
  ])('serves %s as %s, cached for a year', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with their type, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/missing.png',
    '/assets/index-old999.js',
    '/assets/gone',
    '/%2e%2e/package.json',
    '/..%2f..%2fetc%2fpasswd',
  ])('answers 404 for %s, never index.html and never a file outside web/dist', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it.each([
    ['/assets/index-abc123.js', 'console.log("app")'],
    ['/assets/index-abc123.css', 'body{margin:0}'],
    ['/pricing', INDEX],
    ['/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('compresses %s as the client prefers: brotli, else gzip, else not at all', async (path, content) => {
    const br = await getRaw(path, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(content);

    const gzip = await getRaw(path, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(content);

    const plain = await getRaw(path, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toBe(content);
  });

  it('sends fonts and images as they are, whatever the client accepts', async () => {
    const font = await getRaw('/assets/font-abc123.woff2', 'gzip, br');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  });

  it('answers HEAD for a compressed file with the compressed length and no body', async () => {
    const full = await getRaw('/assets/index-abc123.js', 'br');
    const head = await getRaw('/assets/index-abc123.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.body.length).toBe(0);
  });

  it('answers HEAD without a body and refuses POST', async () => {
    const head = await get('/dashboard', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/dashboard', { method: 'POST' })).status).toBe(405);
  });

  it('sends the production security headers: a CSP with no inline script, no framing, no sniffing', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('the phone simulator page', () => {
  it('is an HTML page whose script and style are separate files (the CSP allows no inline script)', async () => {
    const page = await get('/dev/phone');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('src="/dev/phone/phone.js"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);

    const script = await get('/dev/phone/phone.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('/dev/sms/reply');
    const css = await get('/dev/phone/phone.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('prefers-color-scheme: dark');
  });

  it('answers 404 JSON for anything else under /dev', async () => {
    const response = await get('/dev/nothing');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
