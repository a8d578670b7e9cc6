import type { CodeBlock } from '../../components/ui/compiled-html';
import { labSessionCopy } from './lab-session.copy';

/**
 * Blocks whose text is shell commands to type. Others are a file's contents (YAML, INI…) or a
 * program's output (text), which the shell would only choke on.
 */
const COMMAND_LANGUAGES = new Set(['bash']);

export function isCommandBlock(block: CodeBlock): boolean {
  return COMMAND_LANGUAGES.has(block.lang) && block.code.trim() !== '';
}

/**
 * One command on one line: typed and run with Enter. Anything longer (several commands, a
 * continued line, a here-document) is pasted for the learner to read and run with Enter.
 */
export function isSingleCommand(code: string): boolean {
  const command = code.trim();
  return !command.includes('\n') && !command.endsWith('\\');
}

/** Beside a step's command block: types the command into the lab's terminal. */
export function RunInTerminalButton({
  code,
  onRun,
}: {
  code: string;
  onRun: (code: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onRun(code)}
      className="inline-flex min-h-8 items-center rounded-md border border-brand-700 bg-white px-2.5 text-xs font-semibold text-brand-800 hover:bg-brand-50"
    >
      {isSingleCommand(code)
        ? labSessionCopy.steps.runInTerminal
        : labSessionCopy.steps.pasteInTerminal}
    </button>
  );
}
