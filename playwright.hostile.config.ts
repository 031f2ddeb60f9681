// End-to-end tests of a site built from the hostile fixture set (lib/site/__fixtures__/hostile):
// its web server runs the real `npm run build` on those artifacts, exporting to a folder of its
// own (COMMERCE_EXPORT_DIR), so out/ keeps the site of the recorded runs. The build shares
// .next/ and public/artifacts/ with the main build, so this runs after the main suite, never
// beside it (`npm run test:e2e` runs both in turn); the next `npm run build` restores both.
import { defineConfig } from '@playwright/test';
import mainConfig from './playwright.config';

// The main suite's port: the two suites run one after the other, never at once.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const EXPORT_DIR = '.tmp/out-hostile';
const HOSTILE_ARTIFACTS = 'lib/site/__fixtures__/hostile';

export default defineConfig({
  ...mainConfig,
  testDir: 'tests/e2e-hostile',
  use: { ...mainConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `COMMERCE_ARTIFACTS_DIR=${HOSTILE_ARTIFACTS} COMMERCE_EXPORT_DIR=${EXPORT_DIR} npm run build && npx tsx scripts/serve.ts --port ${PORT} --dir ${EXPORT_DIR}`,
    url: `http://127.0.0.1:${PORT}/`,
    // Never another server's site (a main-site server still up fails the run loudly).
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
  },
});
