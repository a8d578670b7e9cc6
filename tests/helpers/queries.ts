/**
 * Finding what a test acts on the way a reader of the page names it, failing loudly (with what
 * was looked for) when it is not there.
 */

/** A button whose text is exactly `text`. */
export function buttonByText(scope: ParentNode, text: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === text,
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** A button by its accessible name: its aria-label, else its text. */
export function buttonByName(scope: ParentNode, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** A form input by its `name`. */
export function inputNamed(scope: ParentNode, name: string): HTMLInputElement {
  const element = scope.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

/** The error message a field points at through aria-describedby, or null when it has none. */
export function fieldError(element: Element): string | null {
  const ids = element.getAttribute('aria-describedby') ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
