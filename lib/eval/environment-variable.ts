// The shape of an environment variable's declaration. Each is declared once, beside the
// constant that names it and the code that reads it; the site's table (lib/site/
// environment-variables.ts) finds the variables read in source and takes these meanings,
// and a test fails when a variable is read without a declaration, or declared but not read.
export interface EnvironmentVariableDeclaration {
  name: string;
  /** What the variable sets, in a phrase. */
  meaning: string;
  /** What happens when it is unset. */
  whenUnset: string;
}
