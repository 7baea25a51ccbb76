import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LoadedFile {
  file: string;
  /** Why it loads: named in index.html, a static import of the entry, or the lazy chunk of the route. */
  reason: 'index.html' | 'entry' | 'route';
  bytes: number;
  gzipBytes: number;
}

/** Files index.html itself loads: classic and module scripts, module preloads, stylesheets. */
function filesNamedInIndexHtml(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const url = new RegExp(`\\b${isScript ? 'src' : 'href'}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
    if (url && url.startsWith('/') && !url.startsWith('//')) found.push(url.slice(1));
  }
  return found;
}

/** A chunk, its CSS, and everything it imports statically (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>, out: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.push(chunk.file, ...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen, out);
}

/**
 * The JavaScript and CSS that `/` needs before it is interactive: what index.html loads, the entry's static
 * imports (from Vite's manifest when the build wrote one), and the landing page's lazy route chunk with its
 * own static imports. Sizes are gzip level 9 of the built files.
 */
export function measureInitialLoad(
  dist: string,
  routeSource = 'src/features/marketing/pages/landing-page.tsx',
): LoadedFile[] {
  const reasons = new Map<string, LoadedFile['reason']>();
  const add = (file: string, reason: LoadedFile['reason']) => {
    if (/\.(m?js|css)$/.test(file) && !reasons.has(file)) reasons.set(file, reason);
  };
  for (const file of filesNamedInIndexHtml(readFileSync(join(dist, 'index.html'), 'utf8'))) add(file, 'index.html');

  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const seen = new Set<string>();
    const entryFiles: string[] = [];
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isEntry) staticClosure(manifest, key, seen, entryFiles);
    entryFiles.forEach((f) => add(f, 'entry'));
    const routeKey = Object.keys(manifest).find(
      (key) => key.endsWith(routeSource) || manifest[key]?.src?.endsWith(routeSource),
    );
    if (routeKey) {
      const routeFiles: string[] = [];
      staticClosure(manifest, routeKey, seen, routeFiles);
      routeFiles.forEach((f) => add(f, 'route'));
    }
  }

  return [...reasons].map(([file, reason]) => {
    const content = readFileSync(join(dist, file));
    return { file, reason, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}
