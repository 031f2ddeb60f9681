// The methodology page: prose from content/methodology.mdx, figures from lib/site.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { BASE_COMPONENTS } from '@/app/_components/mdx-components';

export const metadata = contentMetadata('methodology');

export default function MethodologyPage() {
  return <ContentPage name="methodology" components={BASE_COMPONENTS} />;
}
