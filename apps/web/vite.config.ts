import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of apps/server; `npm run dev:server` listens here.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The production CSP forbids inline scripts: keep every asset a file.
    assetsInlineLimit: 0,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
