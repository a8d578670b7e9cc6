import { transform, type Selector } from 'lightningcss';

/**
 * Every string a page could use as a class: the words of its HTML and of the JavaScript it can
 * load (Tailwind's class names are whole literals in the source, so they survive bundling as
 * whole words between quotes or spaces).
 */
export function classTokens(texts: string[]): Set<string> {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const token of text.split(/[\s"'`]+/)) if (token) tokens.add(token);
  }
  return tokens;
}

/**
 * The classes a selector needs on the page to match anything. Classes inside :not(), :is(),
 * :where() and :has() are not counted: a rule stays when in doubt.
 */
function requiredClasses(selector: Selector): string[] {
  return selector.flatMap((component) => (component.type === 'class' ? [component.name] : []));
}

/**
 * The stylesheet without the rules no element of this page can match: a rule goes when each of
 * its selectors names a class that neither the page's HTML nor its scripts contain. Rules
 * without classes (element styles, variables, @property, keyframes) all stay.
 */
export function pruneCss(css: string, tokens: Set<string>): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const used = rule.value.selectors.some((selector) =>
            requiredClasses(selector).every((name) => tokens.has(name)),
          );
          // Nothing returned: the rule stays as it is (returning it would re-serialise it).
          return used ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}
