// Lists import cycles between the source files under src/ (relative imports, `import type`
// included, tests left out), and pairs of sibling folders that import each other (such as
// src/server/site and src/server/prerender once did), and imports from one server resource
// (src/server/routes/<name>) into another, and exits 1 when there is any.
// `node scripts/import-cycles.mjs`
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve('src');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.(ts|tsx|js)$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name);
    return isSource ? [full] : [];
  });
}

function resolved(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const imports = new Map(
  sourceFiles(ROOT).map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolved(file, match[1] ?? match[2]))
      .filter((target) => target !== undefined);
    return [file, [...new Set(targets)]];
  }),
);

const cycles = [];
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const target of imports.get(file) ?? []) {
    if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target]);
    else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of imports.keys()) if (!state.has(file)) visit(file);

/** Folder → the folders its files import, neither being inside the other. */
const folderImports = new Map();
const inside = (folder, outer) => folder.startsWith(`${outer}${path.sep}`);
for (const [file, targets] of imports) {
  const from = path.dirname(file);
  for (const target of targets) {
    const to = path.dirname(target);
    if (from === to || inside(from, to) || inside(to, from)) continue;
    if (!folderImports.has(from)) folderImports.set(from, new Set());
    folderImports.get(from).add(to);
  }
}
const loops = [...folderImports].flatMap(([from, targets]) =>
  [...targets]
    .filter((to) => from < to && folderImports.get(to)?.has(from))
    .map((to) => [from, to]),
);

/**
 * The boundary between server resources (decision 031): a file under src/server/routes/<a>/ may
 * import learning/, db/, mail/ and shared modules, never another resource's folder, statically
 * or with import(). Only routes/admin (the staff pages that span resources) may import other
 * resources, one way: nothing imports routes/admin.
 */
const ROUTES = path.join(ROOT, 'server', 'routes');
const resourceOf = (file) => {
  const inRoutes = path.relative(ROUTES, file);
  return inRoutes.startsWith('..') || !inRoutes.includes(path.sep)
    ? undefined
    : inRoutes.split(path.sep)[0];
};
const crossings = [];
for (const [file, targets] of imports) {
  const from = resourceOf(file);
  if (!from) continue;
  for (const target of targets) {
    const to = resourceOf(target);
    if (to && to !== from && from !== 'admin') crossings.push([file, target]);
  }
}

const relative = (file) => path.relative(process.cwd(), file);
for (const cycle of cycles) console.log(cycle.map(relative).join(' -> '));
for (const [a, b] of loops) console.log(`${relative(a)} <-> ${relative(b)}`);
for (const [a, b] of crossings)
  console.log(`${relative(a)} imports ${relative(b)} (another resource)`);
console.log(
  `${imports.size} files, ${cycles.length} import cycles, ${loops.length} folder pairs importing each other, ${crossings.length} imports between route resources`,
);
process.exit(cycles.length + loops.length + crossings.length > 0 ? 1 : 0);
