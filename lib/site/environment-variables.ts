// The environment variables the runner's code reads, found in its source rather than kept
// as a hand list. The TypeScript program follows the runner's imports, so transports
// reached through the provider registry are covered; the type checker resolves names held
// in constants (`env[RUNNER_ENV.model]` → COMMERCE_EVAL_MODEL).
import { relative, resolve } from 'node:path';
import ts from 'typescript';

export interface EnvironmentVariableUse {
  name: string;
  /** Repository-relative files that read it. */
  files: string[];
}

const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

/** `env`, `process.env`, `options.env`: anything whose last name is `env`. */
function isEnvironmentObject(expression: ts.Expression): boolean {
  if (ts.isIdentifier(expression)) return expression.text === 'env';
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text === 'env';
  return false;
}

function literalStrings(checker: ts.TypeChecker, expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter((part): part is ts.StringLiteralType => part.isStringLiteral()).map((part) => part.value);
}

/** A helper such as `fromEnv(name)` that reads `env[name]`: its function and parameter index. */
interface ReaderParameter {
  declaration: ts.SignatureDeclaration;
  index: number;
}

function readerParameter(checker: ts.TypeChecker, argument: ts.Expression): ReaderParameter | null {
  if (!ts.isIdentifier(argument)) return null;
  const declaration = checker.getSymbolAtLocation(argument)?.valueDeclaration;
  if (!declaration || !ts.isParameter(declaration)) return null;
  const owner = declaration.parent;
  return { declaration: owner, index: owner.parameters.indexOf(declaration) };
}

interface Found {
  names: string[];
  readers: ReaderParameter[];
}

function scan(source: ts.SourceFile, checker: ts.TypeChecker): Found {
  const found: Found = { names: [], readers: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isEnvironmentObject(node.expression)) found.names.push(node.name.text);
    if (ts.isElementAccessExpression(node) && isEnvironmentObject(node.expression)) {
      const reader = readerParameter(checker, node.argumentExpression);
      if (reader) found.readers.push(reader);
      else found.names.push(...literalStrings(checker, node.argumentExpression));
    }
    // const { A, B: b } = process.env
    if (ts.isVariableDeclaration(node) && node.initializer && isEnvironmentObject(node.initializer) && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) || ts.isStringLiteral(key)) found.names.push(key.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Names passed to reader helpers at their call sites, with the calling file. */
function namesPassedToReaders(
  sources: readonly ts.SourceFile[],
  checker: ts.TypeChecker,
  readers: readonly ReaderParameter[],
): { source: ts.SourceFile; name: string }[] {
  const passed: { source: ts.SourceFile; name: string }[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const declaration = checker.getResolvedSignature(node)?.declaration;
        for (const reader of readers) {
          const argument = node.arguments[reader.index];
          if (declaration === reader.declaration && argument) {
            for (const name of literalStrings(checker, argument)) passed.push({ source, name });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return passed;
}

/** Every variable read by the project files reachable from `entryFiles` (repository-relative). */
export function environmentVariablesRead(root: string, entryFiles: readonly string[]): EnvironmentVariableUse[] {
  const program = ts.createProgram(
    entryFiles.map((file) => resolve(root, file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const uses = new Map<string, Set<string>>();
  const record = (name: string, source: ts.SourceFile) => {
    if (VARIABLE_NAME.test(name)) uses.set(name, (uses.get(name) ?? new Set()).add(relative(root, source.fileName)));
  };
  const sources = program
    .getSourceFiles()
    .filter((source) => !source.isDeclarationFile && !source.fileName.includes('/node_modules/'));
  const readers: ReaderParameter[] = [];
  for (const source of sources) {
    const found = scan(source, checker);
    for (const name of found.names) record(name, source);
    readers.push(...found.readers);
  }
  for (const { source, name } of namesPassedToReaders(sources, checker, readers)) record(name, source);
  return [...uses.entries()]
    .map(([name, files]) => ({ name, files: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
