// Writes the brief for the writers of a new held-out answer set, outside the repository, so
// that they never need to open it: the writers' instructions and format check
// (docs/heldout-brief/), each scenario's verbatim prompt, prior turn and reference answer, the
// agent's system prompt, and the business data behind the tools. What they write is copied
// into benchmarks/commerce-v1/heldout/<set>/ unread and scored once, blind (see its README).
//
// Usage:   tsx scripts/heldout-brief.ts <output folder>
// Exit:    2 on a missing argument or an output folder inside the repository.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_SCENARIOS } from '../benchmarks/commerce-v1/scenarios';
import { buildSystemPrompt } from '../lib/commerce/system-prompt';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = process.argv[2];
if (!target || !relative(root, resolve(target)).startsWith('..')) {
  console.error('usage: tsx scripts/heldout-brief.ts <output folder outside the repository>');
  process.exit(2);
}
const fence = (text: string) => ['```', text, '```', ''];
const lines = ["# The agent's system prompt", '', ...fence(buildSystemPrompt())];
for (const scenario of ALL_SCENARIOS) {
  lines.push(`# Scenario \`${scenario.id}\`${scenario.label ? ` (${scenario.label})` : ''}`, '');
  if (scenario.priorTurn) lines.push('## Earlier founder message (already in the conversation)', '', ...fence(scenario.priorTurn));
  lines.push("## The founder's prompt (verbatim)", '', ...fence(scenario.prompt));
  lines.push('## Reference answer (one sound answer; hand-checked)', '', ...fence(scenario.reference));
}
mkdirSync(target, { recursive: true });
writeFileSync(join(target, 'scenarios.md'), lines.join('\n'));
copyFileSync(join(root, 'lib/commerce/fixtures.ts'), join(target, 'business-data.ts'));
for (const file of ['README.md', 'validate.py']) copyFileSync(join(root, 'docs/heldout-brief', file), join(target, file));
console.log(`wrote the brief for ${ALL_SCENARIOS.length} scenarios to ${target}`);
