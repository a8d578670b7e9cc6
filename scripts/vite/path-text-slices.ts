import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:path-text/';
const RESOLVED = '\0path-text/';

/** The learning paths' words in one language (src/shared/catalogue/path-text.copy*.ts). */
function copyFile(locale: string): string {
  const name = locale === 'en' ? 'path-text.copy.ts' : `path-text.copy.${locale}.ts`;
  return fileURLToPath(new URL(`../../src/shared/catalogue/${name}`, import.meta.url));
}

/** Runs the copy module (its imports are types only) and returns its PATH_TEXT. */
async function readPathText(file: string): Promise<Record<string, unknown>> {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (/^\s*import\s/m.test(outputText)) {
    throw new Error(`${file} imports something at run time: a path's words must stand alone`);
  }
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
  )) as { PATH_TEXT?: Record<string, unknown> };
  if (!module.PATH_TEXT) throw new Error(`${file} exports no PATH_TEXT`);
  return module.PATH_TEXT;
}

/**
 * `virtual:path-text/{id}.ts`: one learning path's words in the build's language, a module of its
 * own that a path's page loads (path-loader.ts), so the page does not carry every path's words. The
 * list of paths imports them all from the copy module; a module of the copy's own per path would
 * be a chunk of its own on the list (tried: /bn/learning-paths grew 12 KB), so each path's words
 * are copied out of it here instead.
 */
export function pathTextSlices(locale: string): Plugin {
  return {
    name: 'shikhon-path-text-slices',
    resolveId(source) {
      return source.startsWith(PREFIX) ? RESOLVED + source.slice(PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const pathId = id.slice(RESOLVED.length).replace(/\.ts$/, '');
      const file = copyFile(locale);
      this.addWatchFile(file);
      const text = (await readPathText(file))[pathId];
      if (!text) this.error(`${file} has no words for the learning path ${pathId}`);
      return `export const text = ${JSON.stringify(text)};\n`;
    },
  };
}
