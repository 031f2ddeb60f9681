// The comparison page: prose from content/compare.mdx, the runs by revision and the panel
// that compares two of them in the browser from their compact data (runs/<run id>.json,
// written by the prebuild).
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { COMPARE_COMPONENTS } from '@/app/_components/mdx-compare-components';

export const metadata = contentMetadata('compare');

export default function ComparePage() {
  return <ContentPage name="compare" components={COMPARE_COMPONENTS} />;
}
