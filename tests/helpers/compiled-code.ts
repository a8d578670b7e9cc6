/**
 * A fenced code block as the build's Markdown pipeline writes it (src/server/content/compile/
 * markdown.ts): a figure with the language's caption and shiki's <pre>, one span per line and
 * the line's tokens in spans of their own, coloured inline. For component tests in jsdom, where
 * shiki's WebAssembly cannot load.
 */
export function codeBlockHtml(lang: string, caption: string, code: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;').replace(/"/g, '&#x22;');
  const lines = code.split('\n').map((line) => {
    const tokens = line.match(/\s*\S+|\s+$/g) ?? [];
    const spans = tokens.map((token) => `<span style="color:#032563">${escape(token)}</span>`);
    return `<span class="line">${spans.join('')}</span>`;
  });
  return (
    `<figure class="code-block" data-lang="${lang}"><figcaption class="code-lang">${caption}</figcaption>` +
    `<pre class="shiki github-light-high-contrast" style="background-color:#ffffff;color:#0e1116" tabindex="0">` +
    `<code>${lines.join('\n')}</code></pre></figure>\n`
  );
}
