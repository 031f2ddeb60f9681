// The reproduce page: prose from content/reproduce.mdx, figures from lib/site.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { BASE_COMPONENTS } from '@/app/_components/mdx-components';

export const metadata = contentMetadata('reproduce');

export default function ReproducePage() {
  return <ContentPage name="reproduce" components={BASE_COMPONENTS} />;
}
