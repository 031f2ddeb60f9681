import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Unit and integration tests live beside the code as `*.test.ts`.
// Browser tests live in tests/e2e and belong to Playwright, not vitest.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['{lib,benchmarks,scripts,app}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
});
