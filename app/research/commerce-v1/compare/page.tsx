// The comparison picker: prose from content/compare.mdx, pairs from lib/site.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { BASE_COMPONENTS } from '@/app/_components/mdx-components';

export const metadata = contentMetadata('compare');

export default function ComparePage() {
  return <ContentPage name="compare" components={BASE_COMPONENTS} />;
}
