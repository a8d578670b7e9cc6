import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * Two builds: the browser bundle (dist/client, with a manifest the prerender step reads) and the
 * Node bundle (dist/server: the server, the page renderer and the prerender script).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        ssr: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: {
            main: 'src/server/main.ts',
            prerender: 'src/server/prerender/prerender.ts',
            staff: 'src/server/staff-cli.ts',
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: { input: 'src/client/entry-client.tsx' },
      },
}));
