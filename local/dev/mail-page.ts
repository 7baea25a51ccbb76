import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendFile } from '../send-file';

const FILES: Record<string, string> = {
  '/dev/mail': 'index.html',
  '/dev/mail/': 'index.html',
  '/dev/mail/mail.css': 'mail.css',
  '/dev/mail/mail.js': 'mail.js',
};

/** The mailbox page and its own CSS and JS (separate files: the CSP allows no inline script). */
export function createMailPage(rootDir: string) {
  const dir = join(rootDir, 'local/mailbox');
  return {
    paths: Object.keys(FILES),
    serve(_req: IncomingMessage, res: ServerResponse, url: URL): void {
      const file = join(dir, FILES[url.pathname]!);
      sendFile(res, file, statSync(file), 'no-cache');
    },
  };
}
