/**
 * The cookie that remembers a visitor's language choice (`en` or `bn`), set by the language
 * switch and by the answer to the Bangla offer; the server sends a page's twin in that language.
 */
export const LANGUAGE_COOKIE = 'shikhon_lang';
