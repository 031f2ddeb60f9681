// Compiled regular expressions, cached by source and flags. A rubric is a few hundred
// patterns applied to thousands of recorded messages at build time; compiling each once
// keeps re-deriving every verdict cheap. Every cached pattern is global, so callers reset
// `lastIndex` (or use `test` on the non-global twin).
const global = new Map<string, RegExp>();
const plain = new Map<string, RegExp>();

export function globalPattern(pattern: string, flags: string): RegExp {
  const key = `${flags}/${pattern}`;
  let compiled = global.get(key);
  if (!compiled) {
    compiled = new RegExp(pattern, `${flags}g`);
    global.set(key, compiled);
  }
  compiled.lastIndex = 0;
  return compiled;
}

export function plainPattern(pattern: string, flags: string): RegExp {
  const key = `${flags}/${pattern}`;
  let compiled = plain.get(key);
  if (!compiled) {
    compiled = new RegExp(pattern, flags);
    plain.set(key, compiled);
  }
  return compiled;
}
