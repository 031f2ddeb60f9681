// Prebuild for the site: validates everything the export will contain, then copies the
// artifacts byte for byte to public/artifacts/commerce-v1/ for download, with a manifest.
//
// Inputs:  artifacts/commerce-v1/*.json (or COMMERCE_ARTIFACTS_DIR), content/*.mdx, the
//          scenario modules and their source files, public/schema/commerce-v1-artifact.json;
//          SITE_URL (a warning when unset: the sitemap then names the local server);
//          REPOSITORY_URL (a warning when unset: the site then names no repository address).
// Output:  public/artifacts/commerce-v1/ replaced by copies of the artifacts plus
//          manifest.json (size, SHA-256 and run of each copy); public/research/commerce-v1/
//          compare/runs/ replaced by each run's compact comparison data (<run id>.json);
//          the rubric's accuracy figures memoised for the workers of `next build`
//          (lib/site/build-memo.ts);
//          one line per check on stdout.
// Exit:    0 valid; 1 with "<file>: … field …" on stderr when anything is invalid.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCENARIO_GROUPS } from '../benchmarks/commerce-v1/scenarios';
import { MANIFEST_FILE, manifestOfDirectory, manifestText } from '../lib/site/manifest';
import { compareDataFiles } from '../lib/site/compare-data';
import { artifactsDirectory, CONTENT_DIRECTORY, PUBLIC_ARTIFACTS_DIRECTORY, PUBLIC_COMPARE_DATA_DIRECTORY, REPOSITORY_ROOT, SCHEMA_FILE } from '../lib/site/paths';
import { siteDataOf } from '../lib/site/site-data';
import { committedSchemaIsCurrent } from '../lib/site/schema-file';
import { DEFAULT_SITE_URL } from '../lib/site/site-url';
import { REPOSITORY_URL_VARIABLE, repositoryUrl } from '../lib/site/repository';
import { validateArtifacts, validateContent, validateScenarioSources } from '../lib/site/validate';
import { getRubricAccuracy } from '../lib/site/rubric-accuracy';
import { getHeldoutAccuracy } from '../lib/site/heldout-accuracy';
import { BUILD_MEMO_DIRECTORY } from '../lib/site/build-memo';

const PUBLIC_ARTIFACTS = PUBLIC_ARTIFACTS_DIRECTORY;

function main(): void {
  const directory = artifactsDirectory();
  const artifacts = validateArtifacts(directory);
  console.log(`build-site: ${artifacts.length} artifact(s) valid in ${relative(REPOSITORY_ROOT, directory) || '.'}`);
  const pages = validateContent(CONTENT_DIRECTORY);
  console.log(`build-site: ${pages.length} content page(s) valid: front matter, no digits in prose, known components`);
  console.log(`build-site: ${validateScenarioSources(SCENARIO_GROUPS)} scenario declaration(s) found in source`);
  // The site links the committed schema as the artifact contract: it must be the generated one.
  if (!committedSchemaIsCurrent()) {
    throw new Error(`${SCHEMA_FILE}: stale or missing; run \`npm run schema\` and commit it`);
  }
  console.log(`build-site: ${SCHEMA_FILE} equals the schema generated from the zod schema`);
  // Replace, never merge: a deleted artifact must disappear from the downloads too.
  rmSync(PUBLIC_ARTIFACTS, { recursive: true, force: true });
  mkdirSync(PUBLIC_ARTIFACTS, { recursive: true });
  for (const item of artifacts) copyFileSync(join(directory, item.file), join(PUBLIC_ARTIFACTS, item.file));
  console.log(`build-site: copied ${artifacts.length} artifact(s) to ${relative(REPOSITORY_ROOT, PUBLIC_ARTIFACTS)}`);
  // Built from the copies, not the originals: the manifest describes what is served.
  writeFileSync(join(PUBLIC_ARTIFACTS, MANIFEST_FILE), manifestText(manifestOfDirectory(PUBLIC_ARTIFACTS)));
  console.log(`build-site: wrote ${relative(REPOSITORY_ROOT, join(PUBLIC_ARTIFACTS, MANIFEST_FILE))}`);
  // The comparison page's data, one file per run (not per pair), from the artifacts just validated.
  rmSync(PUBLIC_COMPARE_DATA_DIRECTORY, { recursive: true, force: true });
  mkdirSync(PUBLIC_COMPARE_DATA_DIRECTORY, { recursive: true });
  const compare = compareDataFiles(siteDataOf(artifacts));
  for (const item of compare) writeFileSync(join(PUBLIC_COMPARE_DATA_DIRECTORY, item.file), item.text);
  console.log(`build-site: wrote ${compare.length} comparison data file(s) to ${relative(REPOSITORY_ROOT, PUBLIC_COMPARE_DATA_DIRECTORY)}`);
  // Judged here once, so that the workers of `next build` reuse the figures instead of each judging again.
  const started = Date.now();
  const calibration = getRubricAccuracy().totals;
  const heldout = getHeldoutAccuracy();
  console.log(
    `build-site: rubric accuracy judged (${calibration.sound.total + calibration.wrong.total} calibration answers, ${heldout.length} held-out set(s)) in ${((Date.now() - started) / 1000).toFixed(1)} s; memo in ${BUILD_MEMO_DIRECTORY}`,
  );
  if (!process.env.SITE_URL?.trim()) {
    console.warn(`build-site: warning: SITE_URL is unset, so the sitemap and canonical links point at ${DEFAULT_SITE_URL}; set it when publishing`);
  }
  if (repositoryUrl() === null) {
    console.warn(`build-site: warning: ${REPOSITORY_URL_VARIABLE} is unset, so the clone command shows a placeholder and the site links no issue tracker or commit; set it when publishing`);
  }
}

try {
  main();
} catch (error) {
  console.error(`build-site: ${(error as Error).message}`);
  process.exit(1);
}
