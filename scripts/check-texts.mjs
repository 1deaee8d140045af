// `node scripts/check-texts.mjs [paths…]`: fails when a text a diner could read is written in
// English outside a message catalogue (src/**/messages/en.ts). It reads every .tsx, .ts and
// .astro file under src/ (tests, catalogues and the folders or files still listed in
// scripts/lib/textsPending.mjs left out; a folder there covers its own files, not its subfolders)
// and reports:
//   - text between JSX or HTML tags that holds a word of two Latin letters or more;
//   - a string given to an attribute people read (aria-label, title, placeholder, alt, label…);
//   - a string that reads as a sentence (a capital, then words and spaces) anywhere else, such as
//     a toast's text in a store — log lines, errors for developers and CSS classes are not sentences.
// A line may say `// text-check: not a diner's text (why)` to pass, on the line or the one above;
// a file whose answers never reach a diner's eyes says `text-check: no diner texts in this file (why)`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { pendingTexts } from './lib/textsPending.mjs';

const root = process.cwd();
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-valuetext',
]);
const word = /[A-Za-z]{2,}/;
const sentence = /^[A-Z][a-z]+(?:[ ,'’-]+[A-Za-z₹0-9{}().?!:]+)+[.?!:]?$/;
const skipCall =
  /^(console\.\w+|new Error|new TypeError|new RangeError|new HttpError|Error|z\.\w+|describe|it|test|expect|fetch|import|require|\w+\.(?:regex|describe|startsWith|endsWith|includes|querySelector\w*|getElementById|setAttribute|getAttribute|closest|matchMedia))$/;
const passMark = /text-check: not a diner's text/;

/** Every file the check reads. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'messages' ? [] : files(path);
    if (!/\.(tsx?|astro)$/.test(entry.name) || /\.(test|spec)\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts'))
      return [];
    return [path];
  });
}

function passed(lines, line) {
  return passMark.test(lines[line] ?? '') || passMark.test(lines[line - 1] ?? '');
}

/** The name of the call or `new` a node is an argument of, if any. */
function calleeOf(node) {
  let at = node.parent;
  while (
    at &&
    (ts.isBinaryExpression(at) ||
      ts.isTemplateSpan(at) ||
      ts.isTemplateExpression(at) ||
      ts.isParenthesizedExpression(at) ||
      ts.isConditionalExpression(at))
  )
    at = at.parent;
  if (at && (ts.isCallExpression(at) || ts.isNewExpression(at))) {
    const name = at.expression.getText();
    return ts.isNewExpression(at) ? `new ${name}` : name;
  }
  return '';
}

function stringProblems(node, report) {
  const text =
    ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)
      ? node.text
      : node
          .getText()
          .slice(1, -1)
          .replace(/\$\{[^}]*\}/g, '{x}');
  const parent = node.parent;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return;
  if (ts.isJsxAttribute(parent)) {
    if (readAttributes.has(parent.name.getText()) && word.test(text)) report(node, text);
    return;
  }
  if (ts.isJsxExpression(parent) && ts.isJsxElement(parent.parent ?? parent) && word.test(text))
    return report(node, text);
  if (
    ts.isPropertyAssignment(parent) &&
    parent.initializer === node &&
    /^(className|class|id|key|href|src|type|role|name|method|action|rel)$/.test(parent.name.getText())
  )
    return;
  if (skipCall.test(calleeOf(node))) return;
  if (sentence.test(text.trim()) && text.trim().includes(' ')) report(node, text);
}

/** Problems of a .ts or .tsx file. */
function scriptProblems(path, code) {
  const source = ts.createSourceFile(
    path,
    code,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = code.split('\n');
  const found = [];
  const report = (node, text) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
    if (!passed(lines, line)) found.push(`${line + 1}: ${JSON.stringify(text.trim().slice(0, 80))}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && word.test(node.text)) report(node, node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
      stringProblems(node, report);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Problems of an .astro file: its frontmatter as TypeScript, its markup's text and read attributes. */
function astroProblems(path, code) {
  const match = code.match(/^---\n([\s\S]*?)\n---\n/);
  const front = match ? match[1] : '';
  const found = scriptProblems(`${path}.ts`, front);
  const offset = match ? match[0].split('\n').length - 1 : 0;
  const markup = (match ? code.slice(match[0].length) : code).replace(/<(style|script)\b[\s\S]*?<\/\1>/g, (m) =>
    m.replace(/[^\n]/g, ' '),
  );
  const lines = code.split('\n');
  const lineAt = (index) => offset + markup.slice(0, index).split('\n').length - 1;
  // Text between two tags, with its simple {expressions} taken out; a run that still holds code
  // (a multi-line expression's braces, arrows, comparisons) is not text.
  for (const run of markup.matchAll(/>([^<>]*)</g)) {
    const text = run[1].replace(/\{[^{}<>]*\}/g, ' ');
    if (/[{}=()]|&&|\?\s*$/.test(text) || !word.test(text)) continue;
    const at = lineAt(run.index + 1 + run[1].search(/\S/));
    if (!passed(lines, at)) found.push(`${at + 1}: ${JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 80))}`);
  }
  for (const attr of markup.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
    const at = lineAt(attr.index);
    if (readAttributes.has(attr[1]) && word.test(attr[2]) && !passed(lines, at))
      found.push(`${at + 1}: ${attr[1]}=${JSON.stringify(attr[2])}`);
  }
  return found;
}

const asked = process.argv.slice(2);
const targets = (
  asked.length
    ? asked.flatMap((p) => (p.match(/\.(tsx?|astro)$/) ? [join(root, p)] : files(join(root, p))))
    : files(join(root, 'src'))
).filter(
  (path) =>
    asked.length > 0 ||
    !pendingTexts.some((pending) => [relative(root, path), relative(root, dirname(path))].includes(pending)),
);
let failures = 0;
for (const path of targets) {
  const code = readFileSync(path, 'utf8');
  if (/text-check: no diner texts in this file/.test(code)) continue;
  const problems = path.endsWith('.astro') ? astroProblems(path, code) : scriptProblems(path, code);
  if (problems.length === 0) continue;
  failures += problems.length;
  console.log(`${relative(root, path)}`);
  for (const problem of problems) console.log(`  ${problem}`);
}
if (failures) {
  console.log(
    `\n${failures} English text${failures === 1 ? '' : 's'} outside the catalogues: move each into its folder's messages/en.ts (src/i18n/define.ts).`,
  );
  process.exit(1);
}
console.log(
  `No English text outside the catalogues in ${targets.length} files (${pendingTexts.length} folders still pending).`,
);
