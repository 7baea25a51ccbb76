import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendFile } from '../send-file';

const FILES: Record<string, string> = {
  '/dev/phone': 'index.html',
  '/dev/phone/': 'index.html',
  '/dev/phone/phone.css': 'phone.css',
  '/dev/phone/phone.js': 'phone.js',
};

/** The phone simulator's page and its own CSS and JS (separate files: the CSP allows no inline script). */
export function createPhonePage(rootDir: string) {
  const dir = join(rootDir, 'local/phone-simulator');
  return {
    paths: Object.keys(FILES),
    serve(_req: IncomingMessage, res: ServerResponse, url: URL): void {
      const file = join(dir, FILES[url.pathname]!);
      sendFile(res, file, statSync(file), 'no-cache');
    },
  };
}
