import fs from 'node:fs';
import path from 'node:path';
import { BASE_ERROR_CODES } from 'better-auth';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorMessageInBangla, placeholderNames } from './answer-language';
import { errorMessagesBn } from './error-messages.bn';

/**
 * Every error message the server writes has its Bangla in error-messages.bn.ts. The server's and
 * the shared schemas' source is read for the sentences that become an error answer's `message`
 * or `fields` values (below, "where messages are written"); a sentence the catalogue does not
 * translate fails here, naming its file and line. A part written with `${…}` may be any value:
 * the sentence is known when a catalogue template matches it with that part standing in for
 * anything, or when it matches one of the catalogue's particular sentences (a sentence with a
 * `${kind}` the catalogue writes once per kind, say).
 */

const SERVER = path.join('src', 'server');
const SCHEMAS = path.join('src', 'shared', 'schemas');

/** Files whose messages are not the API's error messages. */
const NOT_API_ERRORS = new Set([
  // Its 503 is the health report for monitors (status, checks, error), not the error shape.
  path.join(SERVER, 'routes', 'health', 'health.routes.ts'),
  // The error shape itself: its texts describe a malformed body to a test.
  path.join(SCHEMAS, 'api-error.ts'),
  // bKash's answers checked on arrival: what is wrong with one is logged, never answered.
  path.join(SERVER, 'payments', 'bkash-wire.ts'),
]);

/** Shared constants that are sentences but never an error message (names, page phrases). */
const NOT_MESSAGES = new Set([
  'CERTIFICATE_ISSUER',
  'CERTIFICATE_REQUIREMENTS',
  'MONEY_BACK_GUARANTEE',
]);

/** better-auth refusals its endpoints can give this academy's pages (auth.ts's options). */
const BETTER_AUTH_CODES: (keyof typeof BASE_ERROR_CODES)[] = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'USER_NOT_FOUND',
  'ACCOUNT_NOT_FOUND',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'EMAIL_ALREADY_VERIFIED',
  'SESSION_EXPIRED',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_UPDATE_USER',
  'INVALID_ORIGIN',
  'INVALID_CALLBACK_URL',
  'MISSING_OR_NULL_ORIGIN',
  'VALIDATION_ERROR',
  'MISSING_FIELD',
  'BODY_MUST_BE_AN_OBJECT',
];

/** A sentence as the source writes it: its literal parts, around the `${…}` parts. */
interface Written {
  where: string;
  parts: string[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function forEachNode(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  ts.forEachChild(node, (child) => forEachNode(child, visit));
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : '';

/** `const NAME = …` of every file read, for messages written as a constant. */
function constants(files: ts.SourceFile[]): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  for (const file of files) {
    forEachNode(file, (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (!found.has(node.name.text)) found.set(node.name.text, node.initializer);
      }
    });
  }
  return found;
}

/** The texts an expression can be: literals, both arms of a choice, a constant's value. */
function textsOf(
  expression: ts.Node | undefined,
  known: Map<string, ts.Expression>,
  depth = 0,
): string[][] {
  if (!expression || depth > 4) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [[expression.text]];
  }
  if (ts.isTemplateExpression(expression)) {
    return [[expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)]];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return textsOf(expression.expression, known, depth + 1);
  }
  if (ts.isConditionalExpression(expression)) {
    return [
      ...textsOf(expression.whenTrue, known, depth + 1),
      ...textsOf(expression.whenFalse, known, depth + 1),
    ];
  }
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      expression.operatorToken.kind,
    )
  ) {
    return [
      ...textsOf(expression.left, known, depth + 1),
      ...textsOf(expression.right, known, depth + 1),
    ];
  }
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) {
    if (!ts.isBlock(expression.body)) return textsOf(expression.body, known, depth + 1);
    const returned: string[][] = [];
    forEachNode(expression.body, (node) => {
      if (ts.isReturnStatement(node)) returned.push(...textsOf(node.expression, known, depth + 1));
    });
    return returned;
  }
  if (ts.isIdentifier(expression)) {
    return textsOf(known.get(expression.text), known, depth + 1);
  }
  return [];
}

/** Every literal text inside a node (an object of messages, with its functions). */
function literalsWithin(node: ts.Node): string[][] {
  const found: string[][] = [];
  forEachNode(node, (inner) => {
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) {
      found.push([inner.text]);
    } else if (ts.isTemplateExpression(inner)) {
      found.push([inner.head.text, ...inner.templateSpans.map((span) => span.literal.text)]);
    }
  });
  return found;
}

/** Properties whose values are messages, in objects anywhere (the checks' and forms' options). */
const MESSAGE_PROPERTIES = new Set([
  'notJson',
  'nul',
  'notObject',
  'invalid',
  'typeError',
  'tooLong',
  'notALink',
  'notWeb',
]);

/** A sentence a person reads: a capital letter first (or a value), and more than one word. */
const looksLikeSentence = (parts: string[]) => {
  const text = parts.join('{}');
  return /^(?:[A-Z]|\{\})/.test(text) && text.includes(' ');
};

/** Where messages are written (see the top of this file). */
function writtenMessages(): Written[] {
  const files = [...sourceFiles(SERVER), ...sourceFiles(SCHEMAS)]
    .filter((file) => !NOT_API_ERRORS.has(file))
    .map(parse);
  const known = constants(files);
  const written: Written[] = [];
  for (const file of files) {
    const inSchemas = file.fileName.startsWith(SCHEMAS);
    const add = (node: ts.Node, texts: string[][]) => {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const parts of texts) written.push({ where: `${file.fileName}:${line}`, parts });
    };
    const addObjectValues = (node: ts.Node | undefined) => {
      if (node && ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          if (ts.isPropertyAssignment(property)) {
            add(property, textsOf(property.initializer, known));
          }
        }
      }
    };
    forEachNode(file, (node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node);
        const args = node.arguments ?? ts.factory.createNodeArray();
        // apiError(c, status, code, message, fields)
        if (name === 'apiError') {
          add(node, textsOf(args[3], known));
          addObjectValues(args[4]);
        }
        // A service's failure(status, code, message, fields)
        if (name === 'failure' && args[0] && ts.isNumericLiteral(args[0])) {
          add(node, textsOf(args[2], known));
          addObjectValues(args[3]);
        }
        // rateLimited(c, seconds, (wait) => …) and the labs' rateLimited(message, seconds)
        if (name === 'rateLimited') {
          for (const arg of args) add(node, textsOf(arg, known));
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        const properties = new Map(
          node.properties.map((property) => [propertyName(property), property]),
        );
        // {code, message} objects: outages, uploads, better-auth refusals (not bKash's failures)
        const message = properties.get('message');
        if (
          message &&
          ts.isPropertyAssignment(message) &&
          properties.has('code') &&
          !properties.has('kind')
        ) {
          add(message, textsOf(message.initializer, known));
        }
        for (const [name, property] of properties) {
          if (MESSAGE_PROPERTIES.has(name) && ts.isPropertyAssignment(property)) {
            add(property, textsOf(property.initializer, known));
          }
          // zod's `error:` and the field rules' `{error: …}` in the shared schemas
          if (inSchemas && name === 'error' && ts.isPropertyAssignment(property)) {
            add(property, textsOf(property.initializer, known));
          }
        }
      }
      // const SOMETHING_MESSAGES = {…}: every sentence in it
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /_MESSAGES$/.test(node.name.text) &&
        node.initializer
      ) {
        add(node, literalsWithin(node.initializer));
      }
      // The shared schemas: every sentence outside types, labels and named non-messages
      if (inSchemas && isSentenceLiteral(node) && !outsideMessages(node)) {
        const texts = literalsWithin(node).slice(0, 1);
        if (texts[0] && looksLikeSentence(texts[0])) add(node, texts);
      }
    });
  }
  return written;
}

function isSentenceLiteral(node: ts.Node): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  );
}

/** In an import, a type, an object of labels, or a constant of NOT_MESSAGES. */
function outsideMessages(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTypeNode(at)) return true;
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) {
      if (NOT_MESSAGES.has(at.name.text) || /_LABELS$/.test(at.name.text)) return true;
    }
    // A template inside a template is a part of the outer sentence, read with it.
    if (at !== node && ts.isTemplateExpression(at)) return true;
  }
  return false;
}

/**
 * The words routes give to sentences built around a `${what}` (body-limit.ts, site-forms.routes.ts,
 * form-rules.ts, admin-inbox.routes.ts), each with the sentences it goes into: the catalogue says
 * each such sentence whole, so a new word must come with its sentences.
 */
function whatSentences(): { where: string; sentence: string }[] {
  const sentences: { where: string; sentence: string }[] = [];
  const tooLarge = (what: string) => [`The ${what} is too large.`];
  const form = (what: string) => [
    ...tooLarge(what),
    `Send the ${what} as JSON.`,
    `Some ${what} fields need correcting.`,
    `Too many ${what}s from your connection. Please try again in 3 minutes.`,
  ];
  const checkedForm = (what: string) => [
    `Send the ${what} as a JSON object.`,
    `Some ${what} fields need correcting.`,
  ];
  const inbox = (what: string) => [`There is no such ${what}.`];
  const byCall = new Map<string, [number, (what: string) => string[]]>([
    ['jsonBodyLimit', [1, tooLarge]],
    ['formRoute', [0, form]],
    ['checkForm', [1, checkedForm]],
    ['markHandled', [1, inbox]],
  ]);
  for (const file of [...sourceFiles(SERVER), ...sourceFiles(SCHEMAS)].map(parse)) {
    const add = (node: ts.Node, what: ts.Node | undefined, of: (what: string) => string[]) => {
      if (!what || !ts.isStringLiteral(what)) return;
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const sentence of of(what.text)) {
        sentences.push({ where: `${file.fileName}:${line}`, sentence });
      }
    };
    forEachNode(file, (node) => {
      // The routes' own calls (a service may have a function of the same name).
      if (
        ts.isCallExpression(node) &&
        /\.routes\.ts$|body-limit\.ts$|\/schemas\//.test(file.fileName)
      ) {
        const [index, of] = byCall.get(calleeName(node)) ?? [];
        if (index !== undefined && of) add(node, node.arguments[index], of);
      }
      // jsonInput(check, {what: 'payment', …})
      const options = node.parent;
      if (
        ts.isPropertyAssignment(node) &&
        propertyName(node) === 'what' &&
        ts.isCallExpression(options.parent) &&
        calleeName(options.parent) === 'jsonInput'
      ) {
        add(node, node.initializer, tooLarge);
      }
    });
  }
  return sentences;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the catalogue translates a written sentence (see the top of this file). */
function isTranslated({ parts }: Written): boolean {
  const sample = parts.join('7');
  if (errorMessageInBangla(sample) !== sample) return true;
  // Mostly values ('{}, {} and {}'): only a template of its own can say it.
  if (parts.length === 1 || parts.join('').length < 12) return false;
  const written = new RegExp(`^${parts.map(escapeRegex).join('[\\s\\S]+')}$`);
  return errorMessagesBn.some(({ en }) => written.test(en));
}

describe('the Bangla catalogue of error messages', () => {
  const written = writtenMessages();

  it('finds the messages where the server writes them', () => {
    const texts = written.map(({ parts }) => parts.join('{}'));
    expect(texts).toContain('No such API endpoint.');
    expect(texts).toContain('Please sign in first.');
    expect(texts).toContain('You have uploaded many pictures recently. Please try again in {}.');
    expect(texts).toContain('Enter your first name.');
    expect(texts).toContain(
      'The service is briefly unavailable. Please try again in a few seconds.',
    );
    expect(texts).toContain('There is no such lab.');
    expect(written.length).toBeGreaterThan(250);
  });

  it('translates every message the server writes', () => {
    const missing = written
      // A blank text is no message (the error shape refuses one).
      .filter((message) => message.parts.join('').trim() !== '' && !isTranslated(message))
      .map(({ where, parts }) => `${where}: ${parts.join('${…}')}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("says whole every sentence built around a route's word for what it takes", () => {
    const sentences = whatSentences();
    expect(sentences.map(({ sentence }) => sentence)).toContain('The payment is too large.');
    expect(sentences.map(({ sentence }) => sentence)).toContain('There is no such application.');
    const missing = sentences
      .filter(({ sentence }) => errorMessageInBangla(sentence) === sentence)
      .map(({ where, sentence }) => `${where}: ${sentence}`);
    expect(missing).toEqual([]);
  });

  it('translates better-auth refusals the pages can meet', () => {
    const missing = BETTER_AUTH_CODES.map((code) => BASE_ERROR_CODES[code].message).filter(
      (message) => errorMessageInBangla(message) === message,
    );
    expect(missing).toEqual([]);
  });

  it('has the same placeholders in both languages of each entry', () => {
    const differing = errorMessagesBn
      .filter(({ en, bn }) => {
        const names = (text: string) => [...new Set(placeholderNames(text))].sort().join(',');
        return names(en) !== names(bn);
      })
      .map(({ en }) => en);
    expect(differing).toEqual([]);
  });

  it('lists each English sentence once, with Bangla of its own', () => {
    const english = errorMessagesBn.map(({ en }) => en);
    expect(english.filter((en, index) => english.indexOf(en) !== index)).toEqual([]);
    expect(errorMessagesBn.filter(({ en, bn }) => bn.trim() === '' || bn === en)).toEqual([]);
  });

  it('writes Bangla sentences as the glossary says: দাঁড়ি and Bengali digits', () => {
    // Code a learner types or reads as it is: the NUL character's name and a date format.
    const code = /U\+0000|2026-11-30/g;
    const offending = errorMessagesBn
      .map(({ bn }) => bn)
      .filter((bn) => {
        const words = bn.replace(/\{[A-Za-z]\w*\}/g, '').replace(code, '');
        return /[0-9]/.test(words) || /\.$/.test(bn);
      });
    expect(offending).toEqual([]);
  });
});
