/** Injected at build time from package.json (see vite.config.ts); 'dev' when running from source. */
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
