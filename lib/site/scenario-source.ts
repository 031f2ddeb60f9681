// Finds a scenario's declaration in its source file with the TypeScript compiler API, so
// the rubric on the methodology page is the exact text the runner executes, not a copy.
import ts from 'typescript';

function propertyName(property: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(property)) return null;
  const name = property.name;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return null;
}

function stringValue(expression: ts.Expression): string | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) return stringValue(expression.expression);
  return null;
}

/** Object literals whose `id` property is a string literal, with that id. */
export function declaredObjectsById(sourceText: string, fileName = 'scenarios.ts'): Map<string, ts.ObjectLiteralExpression[]> {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<string, ts.ObjectLiteralExpression[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const idProperty = node.properties.find((property) => propertyName(property) === 'id');
      if (idProperty && ts.isPropertyAssignment(idProperty)) {
        const id = stringValue(idProperty.initializer);
        if (id !== null) found.set(id, [...(found.get(id) ?? []), node]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The source text of the object literal declaring `scenarioId`, indented as in the file.
 * Throws when it is missing or ambiguous: the page must never show a guess.
 */
export function extractScenarioSource(sourceText: string, scenarioId: string, fileName = 'scenarios.ts'): string {
  const candidates = (declaredObjectsById(sourceText, fileName).get(scenarioId) ?? []).filter((node) =>
    // A scenario literal carries a prompt; assertion literals also have ids.
    node.properties.some((property) => propertyName(property) === 'prompt'),
  );
  if (candidates.length !== 1) {
    throw new Error(`${fileName}: expected one object literal with id "${scenarioId}" and a prompt, found ${candidates.length}`);
  }
  const node = candidates[0]!;
  const source = node.getSourceFile();
  const start = node.getStart(source);
  // Keep the first line's indentation so the block reads as it does in the file.
  const lineStart = source.text.lastIndexOf('\n', start - 1) + 1;
  const indentation = source.text.slice(lineStart, start).match(/^[ \t]*/)?.[0] ?? '';
  const text = indentation + source.text.slice(start, node.getEnd());
  return dedent(text);
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const widths = lines.filter((line) => line.trim().length > 0).map((line) => line.match(/^[ \t]*/)![0].length);
  const common = widths.length ? Math.min(...widths) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}
