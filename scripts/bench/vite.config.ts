import { defineConfig } from 'vite';

/**
 * `npm run bench` runs this bundle: Node, dependencies left to node_modules. bare-server.js, the
 * page-ratio part's floor, is a second entry: the bench starts it as a process of its own.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/bench',
    emptyOutDir: true,
    ssr: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { bench: 'scripts/bench/bench.ts', 'bare-server': 'scripts/bench/bare-server.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
