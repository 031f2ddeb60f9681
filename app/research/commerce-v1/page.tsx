// The benchmark: what it measures, the inventory, scoring, tools, status and provenance.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { BASE_COMPONENTS } from '@/app/_components/mdx-components';

export const metadata = contentMetadata('benchmark');

export default function BenchmarkPage() {
  return <ContentPage name="benchmark" components={BASE_COMPONENTS} />;
}
