// Static export only: the site is files in out/ (or COMMERCE_EXPORT_DIR, see lib/site/paths.ts),
// served by any static host. No image optimiser (it would emit /_next/image URLs that 404 on a
// static host), no font download at build time, no X-Powered-By header.
import type { NextConfig } from 'next';
import { DEFAULT_EXPORT_DIR, exportDirectory } from './lib/site/paths';

const exportTo = exportDirectory();

const nextConfig: NextConfig = {
  output: 'export',
  // With a static export a custom distDir names the export folder (the build itself stays in
  // .next); set only when asked, since `next dev` would use it as its build folder too.
  ...(exportTo === DEFAULT_EXPORT_DIR ? {} : { distDir: exportTo }),
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // Seconds a page may take to render before Next retries it. The first pages wait for the
  // build check (every artifact's verdicts and every held-out set re-scored, once per
  // worker), which takes longer than the default 60 on 2 cores; and a retry races the
  // attempt still writing, leaving a corrupt page (scripts/finish-export.ts refuses those).
  staticPageGenerationTimeout: 900,
  // The compiler API and shiki run only at build time in server components.
  serverExternalPackages: ['typescript', 'shiki'],
};

export default nextConfig;
