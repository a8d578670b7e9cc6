import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import { createHighlighter } from 'shiki';

/**
 * Lesson Markdown to HTML, at build time only: the server ships the HTML and never loads
 * markdown-it or shiki. Code is coloured with inline styles, so the page needs no script or
 * stylesheet of the highlighter's.
 */

/** The fence languages lessons may use, with the label shown above each block. */
export const CODE_LANGUAGES = {
  bash: 'Bash',
  console: 'Terminal',
  yaml: 'YAML',
  json: 'JSON',
  dockerfile: 'Dockerfile',
  hcl: 'HCL',
  ini: 'INI',
  toml: 'TOML',
  groovy: 'Groovy',
  python: 'Python',
  javascript: 'JavaScript',
  powershell: 'PowerShell',
  nginx: 'nginx',
  text: 'Text',
  diff: 'Diff',
  sql: 'SQL',
  xml: 'XML',
  properties: 'Properties',
  makefile: 'Makefile',
} as const satisfies Record<string, string>;

export type CodeLanguage = keyof typeof CODE_LANGUAGES;

export function isCodeLanguage(lang: string): lang is CodeLanguage {
  return Object.hasOwn(CODE_LANGUAGES, lang);
}

/**
 * Light, like the site. Its lowest token contrast on white is about 5:1, so a block still passes
 * WCAG AA (4.5:1) if the player tints its background slightly; the plain github-light theme has
 * an orange at 3.5:1 and github-light-default greys at 4.55:1. A test checks every colour used.
 */
export const CODE_THEME = 'github-light-high-contrast';

export interface MarkdownRenderer {
  /** A lesson body: block HTML. */
  block(markdown: string): string;
  /** A quiz prompt, option or explanation: inline HTML, no paragraph around it. */
  inline(markdown: string): string;
  /** markdown-it's token stream, for the structure checks. */
  parse(markdown: string): Token[];
}

/** The first word of a fence's info string: ```bash title="x" → bash. */
export function fenceLanguage(info: string): string {
  return info.trim().split(/\s+/)[0] ?? '';
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** Headings get ids so a section can be linked to; repeats get -2, -3... */
function addHeadingIds(md: MarkdownIt): void {
  md.core.ruler.push('heading_ids', (state) => {
    const used = new Map<string, number>();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const base = slug(inlineText(state.tokens[index + 1]));
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      token.attrSet('id', count === 1 ? base : `${base}-${count}`);
    });
  });
}

function addExternalLinkRel(md: MarkdownIt): void {
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    const href = String(token?.attrGet('href') ?? '');
    if (token && /^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener');
    return self.renderToken(tokens, index, options);
  };
}

export async function createMarkdownRenderer(): Promise<MarkdownRenderer> {
  const highlighter = await createHighlighter({
    themes: [CODE_THEME],
    langs: Object.keys(CODE_LANGUAGES).filter((lang) => lang !== 'text'),
  });
  // No raw HTML from content: a stray `<tag>` in a lesson is shown, not obeyed.
  const md = markdownIt({ html: false, linkify: false, typographer: false });
  addHeadingIds(md);
  addExternalLinkRel(md);

  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index];
    if (!token) return '';
    const requested = fenceLanguage(token.info);
    // Validation rejects fences without a known language; rendering still copes, as text.
    const lang: CodeLanguage = isCodeLanguage(requested) ? requested : 'text';
    const pre = highlighter.codeToHtml(token.content.replace(/\n$/, ''), {
      lang,
      theme: CODE_THEME,
    });
    // A figure named by its caption: the label tells every reader what kind of text follows.
    return (
      `<figure class="code-block" data-lang="${lang}">` +
      `<figcaption class="code-lang">${CODE_LANGUAGES[lang]}</figcaption>${pre}</figure>\n`
    );
  };
  // Indented code has no language to label; validation rejects it, rendering treats it as text.
  md.renderer.rules.code_block = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (!token) return '';
    token.info = 'text';
    return md.renderer.rules.fence?.(tokens, index, options, env, self) ?? '';
  };

  return {
    block: (markdown) => md.render(markdown),
    inline: (markdown) => md.renderInline(markdown),
    parse: (markdown) => md.parse(markdown, {}),
  };
}
