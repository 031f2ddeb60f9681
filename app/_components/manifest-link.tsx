// The downloads' manifest: one JSON file listing every artifact with its size and SHA-256,
// so a reader can check a download against a list that does not live in the page itself.
import { getManifest } from '@/lib/site/manifest';
import { MANIFEST_HREF } from '@/lib/site/routes';

export function ManifestLink() {
  const { artifacts } = getManifest();
  return (
    <p data-manifest>
      The manifest <a href={MANIFEST_HREF}><code>manifest.json</code></a> lists the {artifacts.length} artifact file
      {artifacts.length === 1 ? '' : 's'} served here, each with its size in bytes, its SHA-256 digest, its run id, provider,
      requested model and recording date. It is written from the served copies when the site is built.
    </p>
  );
}
