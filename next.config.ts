// Static export only: the site is files in out/, served by any static host. No image
// optimiser (it would emit /_next/image URLs that 404 on a static host), no font download
// at build time, no X-Powered-By header.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // The compiler API and shiki run only at build time in server components.
  serverExternalPackages: ['typescript', 'shiki'],
};

export default nextConfig;
