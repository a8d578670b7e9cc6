/** One learning path's words, made by the build (scripts/vite/path-text-slices.ts). */
declare module 'virtual:path-text/*' {
  // A wildcard module is declared in a script file, where only an import() type can name a type
  // from a relative module.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const text: import('./text-overrides').PathText;
}
