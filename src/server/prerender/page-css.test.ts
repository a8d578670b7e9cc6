import { describe, expect, it } from 'vitest';
import { classTokens, pruneCss } from './page-css';

const CSS = `
:root { --brand: #0d9488; }
body { margin: 0; }
.flex { display: flex; }
.hidden { display: none; }
.md\\:flex { display: flex; }
@media (min-width: 48rem) { .md\\:grid { display: grid; } .flex { gap: 1rem; } }
.group:hover .group-hover\\:underline { text-decoration: underline; }
.a:not(.b) { color: red; }
.bg-white\\/95 { background: #fffffff2; }
`;

describe('per-page stylesheet', () => {
  it('keeps the rules whose classes the HTML or a script uses, and drops the rest', () => {
    const tokens = classTokens([
      '<div class="flex  bg-white/95">',
      'className:`hidden ${open?"md:flex":""}`',
    ]);
    const css = pruneCss(CSS, tokens);
    expect(css).toContain('--brand');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.hidden{display:none}');
    expect(css).toContain('.md\\:flex{display:flex}');
    expect(css).toContain('.bg-white\\/95');
    expect(css).toContain('gap:1rem');
    expect(css).not.toContain('md\\:grid');
    expect(css).not.toContain('group-hover');
  });

  it('keeps a rule whose only class is inside :not(), and one with all its classes present', () => {
    const css = pruneCss(CSS, classTokens(['a group group-hover:underline']));
    expect(css).toContain('.a:not(.b)');
    expect(css).toContain('group-hover\\:underline');
  });
});
