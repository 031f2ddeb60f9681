// The declared normalisation: the program's steps applied in order to a final message, so
// that "**$26.20**", "$26{,}20$", "26,20 €" and "twenty-six" meet a check in one form.
// Regular-expression steps are data; the four builtins are the steps a replacement string
// cannot express (they restructure tables and keys, or compute a number).
import type { BuiltinStep, RubricProgram } from './program';
import { globalPattern } from './compiled';
import { rewriteMarkdownTables } from './builtins/markdown-tables';
import { rewriteNumberForms } from './builtins/number-forms';
import { rewriteNumberWords } from './builtins/number-words';
import { rewriteStructuredKeys } from './builtins/structured-keys';

const BUILTINS: Record<BuiltinStep, (text: string) => string> = {
  'markdown-tables': rewriteMarkdownTables,
  'structured-keys': rewriteStructuredKeys,
  'number-words': rewriteNumberWords,
  'number-forms': rewriteNumberForms,
};

export function normaliseMessage(message: string, program: RubricProgram): string {
  let text = message;
  for (const step of program.normalise) {
    text = 'builtin' in step ? BUILTINS[step.builtin](text) : text.replace(globalPattern(step.pattern, step.flags), step.replace);
  }
  return text;
}
