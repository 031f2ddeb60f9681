// Index of the pinned files, each linking to its source page.
import type { Metadata } from 'next';
import { PinnedFiles } from '@/app/_components/pinned-files';

export const metadata: Metadata = {
  title: 'Pinned source files',
  description: 'Every source file a recorded run pinned by SHA-256, with its current digest.',
};

export default function SourcesIndexPage() {
  return (
    <article>
      <h1>Pinned source files</h1>
      <p className="lead">Every file whose digest a recorded run carries, and the scenario files, as they are in this checkout.</p>
      <PinnedFiles />
    </article>
  );
}
