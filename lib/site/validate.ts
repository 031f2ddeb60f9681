// Prebuild validation: everything the export will contain is checked before `next build`
// starts, so a bad artifact or content file fails with its file and field named and an
// export never holds unvalidated data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCKFILE_PATH } from '../eval/lockfile';
import { checkArtifactTrust, type CurrentSource } from '../eval/trust';
import { CURRENT_SOURCE } from './current-source';
import type { ScenarioGroup } from '../eval/scenario';
import { readArtifactDirectory, type LoadedArtifact } from './artifacts';
import { contentFiles, parseContentPage } from './content';
import { allowedComponents } from './mdx-components';
import { componentNames, proseProblems } from './prose-digits';
import { extractScenarioSource } from './scenario-source';
import { rescoreComparisons } from './rescore-flips';
import { readRepositoryText } from './source-files';

/** Every artifact must pass the trust check: each verdict re-derived from its evidence. */
export function validateArtifacts(directory: string, current: CurrentSource = CURRENT_SOURCE): LoadedArtifact[] {
  const loaded = readArtifactDirectory(directory);
  for (const item of loaded) checkArtifactTrust(item.artifact, item.source, current, LOCKFILE_PATH);
  // A re-score must line up case by case with its source run; refused here, not mid-build.
  rescoreComparisons(loaded);
  return loaded;
}

export function validateContent(directory: string): string[] {
  const files = contentFiles(directory);
  for (const name of files) {
    const file = `content/${name}`;
    const text = readFileSync(join(directory, name), 'utf8');
    parseContentPage(text, file);
    const problems = proseProblems(text);
    if (problems.length > 0) {
      const first = problems[0]!;
      throw new Error(`${file}:${first.line}:${first.column}: ${first.reason} ("${first.text}")${problems.length > 1 ? ` and ${problems.length - 1} more` : ''}`);
    }
    const allowed = allowedComponents(name.replace(/\.mdx$/, ''));
    const unknown = componentNames(text).filter((component) => !allowed.includes(component));
    if (unknown.length > 0) throw new Error(`${file}: unknown component(s) ${unknown.join(', ')}; allowed here: ${allowed.join(', ')}`);
  }
  return files;
}

/** Every scenario's declaration must be found in its group's file, or the rubric page would lie. */
export function validateScenarioSources(groups: readonly ScenarioGroup[]): number {
  let count = 0;
  for (const group of groups) {
    const text = readRepositoryText(group.sourceFile);
    if (text === null) throw new Error(`${group.sourceFile}: declared as the source of group "${group.id}" but not found`);
    for (const scenario of group.scenarios) {
      extractScenarioSource(text, scenario.id, group.sourceFile);
      count += 1;
    }
  }
  return count;
}
