import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { pathTextSlices } from './scripts/vite/path-text-slices';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * The Bangla build's swap (decision 041): every module named `*.copy.ts` resolves to its
 * `*.copy.bn.ts` twin, so each language's pages carry only that language's text. A copy module
 * without its twin fails the build; the twin's type (CopyShape) makes tsc fail on a missing key
 * or a placeholder that differs.
 */
function languageCopy(locale: string): Plugin {
  return {
    name: 'shikhon-language-copy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en' || !/\.copy(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const twin = resolved.id.replace(/\.copy\.ts$/, `.copy.${locale}.ts`);
      if (twin === resolved.id) return null;
      if (!existsSync(twin)) this.error(`${resolved.id} has no ${locale} twin (${twin})`);
      return twin;
    },
  };
}

/**
 * Two builds per language (`--mode bn` builds the Bangla pages' bundles): the browser bundle (dist/client, with a manifest the prerender step reads) and the
 * Node bundle (dist/server: the server, the page renderer, the prerender script and the script that
 * compiles the course content into dist/server/content).
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  const locale = mode === 'bn' ? 'bn' : 'en';
  const english = locale === 'en';
  const serverInputs: Record<string, string> = english
    ? {
        main: 'src/server/main.ts',
        prerender: 'src/server/prerender/prerender.ts',
        staff: 'src/server/staff-cli.ts',
        backup: 'src/server/backup-cli.ts',
        'build-content': 'src/server/content/compile/build-content.ts',
      }
    : { prerender: 'src/server/prerender/prerender.ts' };
  return {
    plugins: [languageCopy(locale), pathTextSlices(locale), react(), tailwindcss()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    publicDir: isSsrBuild || !english ? false : 'public',
    build: isSsrBuild
      ? {
          // The Bangla build's Node bundle is only its prerender step, beside the English one.
          outDir: english ? 'dist/server' : `dist/server-${locale}`,
          emptyOutDir: true,
          ssr: true,
          target: 'node20',
          sourcemap: true,
          rollupOptions: {
            input: serverInputs,
            output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        }
      : {
          // Both languages' browser bundles share dist/client/assets (a chunk with no text is the
          // same file in both); each has its own manifest for the prerender step.
          outDir: 'dist/client',
          emptyOutDir: english,
          manifest: english ? true : `.vite/manifest.${locale}.json`,
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
  };
});
