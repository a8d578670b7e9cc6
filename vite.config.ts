import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * Two builds: the browser bundle (dist/client, with a manifest the prerender step reads) and the
 * Node bundle (dist/server: the server, the page renderer, the prerender script and the script that
 * compiles the course content into dist/server/content).
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
            backup: 'src/server/backup-cli.ts',
            'build-content': 'src/server/content/compile/build-content.ts',
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        modulePreload: {
          // The entry imports only pages (page-registry.ts), and boot.js has already asked for
          // each page's chunks (the prerender lists them): a preload list of every page's chunks
          // in the entry would be bytes every page downloads for nothing. A module a page loads
          // after its first render (React.lazy, a dialog on click) is named *.lazy.tsx and gets
          // no list either: its list's file names would cost the first view ~200 gzipped bytes.
          // Other dynamic imports keep theirs.
          resolveDependencies: (file: string, deps: string[], { hostId }: { hostId: string }) =>
            /(^|\/)entry-client-[\w-]+\.js$/.test(hostId) || /\.lazy-[\w-]+\.js$/.test(file)
              ? []
              : deps,
        },
        rollupOptions: {
          input: 'src/client/entry-client.tsx',
          output: {
            // V8's compile hint (Chrome 136+): every function in React's chunk runs at start-up,
            // so compile all of it while it downloads, off the main thread, rather than parsing
            // each on first call (measured: ~50 ms of main-thread parsing on a 4x-slowed CPU).
            postBanner: (chunk: { name: string }) =>
              chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : '',
            // React in a chunk of its own, so the browser can run it in one task and the app in
            // the next (boot.js), instead of one long task a phone would spend blocked.
            manualChunks: (id: string) =>
              /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
                ? 'react'
                : undefined,
          },
        },
      },
}));
