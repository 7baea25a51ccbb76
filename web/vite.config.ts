import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Works from any directory: `vite build --config web/vite.config.ts` from the repository root. */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The local runtime and the hosting stack read the manifest to know the entry and its chunks.
    manifest: true,
  },
  server: {
    port: 5173,
    // shared/ (contracts, phone, time zones) lives beside web/.
    fs: { allow: [repoRoot] },
    proxy: { '/api': 'http://localhost:3000' },
  },
});
