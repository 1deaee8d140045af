// `node scripts/code-size.mjs`: the house's size rules for code under src/ (tests excluded): a
// file under 400 lines, a function under 150. Prints the largest of each and exits 1 on a breach.
// Functions are measured with the TypeScript parser (declarations, expressions, arrows, methods,
// accessors and constructors, each from its first to its last line); an .astro file counts whole.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const maxFileLines = 400;
const maxFunctionLines = 150;
const codeFile = /\.(ts|tsx|mts|mjs|astro)$/;
const testFile = /\.(test|spec|property\.test)\.[a-z]+$/;

/** Every code file under `dir`, tests and fixtures left out. */
function codeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : codeFiles(path);
    return codeFile.test(entry.name) && !testFile.test(entry.name) ? [path] : [];
  });
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node);

/** The name a function is known by: its own, or the variable or property it is assigned to. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) return parent.name.getText();
  return '(anonymous)';
}

/** Each function of a TypeScript or JavaScript file with its length in lines. */
function functionsOf(path, text) {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ path, name: nameOf(node), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = [];
const functions = [];
for (const path of codeFiles('src')) {
  const text = readFileSync(path, 'utf8');
  files.push({ path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
  if (!path.endsWith('.astro')) functions.push(...functionsOf(path, text));
}
files.sort((a, b) => b.lines - a.lines);
functions.sort((a, b) => b.lines - a.lines);

console.log(`${files.length} code files under src/ (tests excluded), ${functions.length} functions.`);
console.log('Largest files:');
for (const f of files.slice(0, 5)) console.log(`  ${f.lines} lines  ${f.path}`);
console.log('Longest functions:');
for (const f of functions.slice(0, 5)) console.log(`  ${f.lines} lines  ${f.name} in ${f.path}`);

const breaches = [
  ...files
    .filter((f) => f.lines >= maxFileLines)
    .map((f) => `${f.path}: ${f.lines} lines (a file stays under ${maxFileLines})`),
  ...functions
    .filter((f) => f.lines > maxFunctionLines)
    .map((f) => `${f.path}: ${f.name} is ${f.lines} lines (a function stays within ${maxFunctionLines})`),
];
if (breaches.length) {
  console.error(`\nOver the size rules:\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every file is under ${maxFileLines} lines and every function within ${maxFunctionLines}.`);
