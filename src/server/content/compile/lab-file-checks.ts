import fs from 'node:fs';
import { fenceLanguage, isCodeLanguage, type MarkdownRenderer } from './markdown';

// Checks a lab's scripts and Markdown files share, whether the lab's own or a step's.

export type Report = (file: string, message: string) => void;

function isExecutable(file: string): boolean {
  return (fs.statSync(file).mode & 0o111) !== 0;
}

/** A script the lab needs: present (when `required`), a file, executable. '' when absent. */
export function readScript(file: string, required: boolean, report: Report): string {
  if (!fs.existsSync(file)) {
    if (required) report(file, 'missing: every lab needs this script');
    return '';
  }
  if (!fs.statSync(file).isFile()) {
    report(file, 'must be a file');
    return '';
  }
  if (!isExecutable(file)) report(file, 'is not executable (chmod +x)');
  return fs.readFileSync(file, 'utf8');
}

/** Fences must name a language the renderer knows, as in lessons. */
export function checkMarkdown(
  file: string,
  text: string,
  md: MarkdownRenderer,
  report: Report,
): void {
  if (!text.trim()) {
    report(file, 'has no text');
    return;
  }
  for (const token of md.parse(text)) {
    if (token.type === 'code_block') {
      report(file, 'indented code block: use a fenced block with a language');
    } else if (token.type === 'fence' && !isCodeLanguage(fenceLanguage(token.info))) {
      const lang = fenceLanguage(token.info) || '(none)';
      report(file, `code fence language ${lang} is not one the site labels (e.g. bash, yaml)`);
    }
  }
}
