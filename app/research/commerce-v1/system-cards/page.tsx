// The system-cards page: prose from content/system-cards.mdx, figures from lib/site.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { BASE_COMPONENTS } from '@/app/_components/mdx-components';

export const metadata = contentMetadata('system-cards');

export default function SystemCardsPage() {
  return <ContentPage name="system-cards" components={BASE_COMPONENTS} />;
}
