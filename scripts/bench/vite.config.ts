import { defineConfig } from 'vite';

/** `npm run bench` runs this bundle: Node, dependencies left to node_modules. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/bench',
    emptyOutDir: true,
    ssr: 'scripts/bench/bench.ts',
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'bench.js' } },
  },
});
