import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The page modules a visitor arriving on each path needs before the first render: the pages people land on.
 * Pages that call the API need the query cache too (see withQueries in src/app/router.tsx).
 */
const QUERIES = 'src/app/providers/query-provider.tsx';
const ROUTE_PAGES: Record<string, string[]> = {
  '/': ['src/features/marketing/pages/landing-page.tsx'],
  '/how-it-works': ['src/features/marketing/pages/how-it-works-page.tsx'],
  '/pricing': ['src/features/marketing/pages/pricing-page.tsx'],
  '/privacy': ['src/features/marketing/pages/privacy-page.tsx'],
  '/terms': ['src/features/marketing/pages/terms-page.tsx'],
  '/contact': ['src/features/marketing/pages/contact-page.tsx', QUERIES],
  '/login': ['src/features/auth/pages/login-page.tsx', QUERIES],
  '/signup': ['src/features/auth/pages/signup-page.tsx', QUERIES],
};

/**
 * Without help, a page's code is requested only after the whole entry has downloaded and run (the router
 * finds the lazy page then). This emits a tiny script, loaded by index.html beside the entry, that adds
 * modulepreload links for the current path's page chunks, so they download in parallel with the entry.
 * A script, not links in index.html, because the one index.html serves every path.
 */
function routePreload(): Plugin {
  return {
    name: 'nagtext:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const closure = (start: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const name of start.imports) {
          const imported = bundle[name];
          if (imported?.type === 'chunk') closure(imported, into);
        }
        return into;
      };
      const loadedByEntry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
      const chunkOf = (source: string): Rolldown.OutputChunk => {
        const id = `${webRoot}${source}`;
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk)
          throw new Error(`route preload: no chunk holds ${source}; update ROUTE_PAGES in web/vite.config.ts`);
        return chunk;
      };
      const files = Object.fromEntries(
        Object.entries(ROUTE_PAGES).map(([path, sources]) => {
          const needed = new Set(sources.flatMap((source) => [...closure(chunkOf(source))]));
          return [path, [...needed].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`)];
        }),
      );
      const script =
        `const f=${JSON.stringify(files)}[location.pathname.replace(/(.)\\/+$/,'$1')];` +
        `if(f)for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source: script });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('route preload: index.html is not in the bundle');
      const tag = `<script type="module" async src="/${this.getFileName(ref)}"></script>`;
      html.source = html.source.replace(/(\s*)(<script type="module")/, `$1${tag}$1$2`);
      if (!html.source.includes(tag))
        throw new Error('route preload: no module script in index.html to put the preload before');
    },
  };
}

/**
 * Fewer, larger chunks where a visit needs them together (each request costs a round trip on a slow
 * phone network): everything the entry imports statically in one file; the marketing pages' shared parts
 * with their MUI components in another, so any marketing page brings the rest of the marketing site. The
 * contact form stays out of it: it carries the form fields and validation, which the other pages do not need.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  {
    name: 'marketing',
    test: /[\\/]features[\\/]marketing[\\/](components[\\/](?!contact-form)|content[\\/])/,
    priority: 1,
  },
];

/** Works from any directory: `vite build --config web/vite.config.ts` from the repository root. */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), routePreload()],
  // tsconfig.json's paths: `@/` is src/, `@shared/` the repository's shared/ folder.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${webRoot}src/` },
      { find: /^@shared\//, replacement: `${repoRoot}shared/` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The local runtime and the hosting stack read the manifest to know the entry and its chunks.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    // shared/ (contracts, phone, time zones) lives beside web/.
    fs: { allow: [repoRoot] },
    proxy: { '/api': 'http://localhost:3000' },
  },
});
