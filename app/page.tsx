// Home: what commerce-v1 is, and where to read on.
import { ContentPage, contentMetadata } from './_components/content-page';
import { BASE_COMPONENTS } from './_components/mdx-components';

// The home page's title stands alone rather than through the "%s — commerce-v1" template.
export const metadata = { ...contentMetadata('home'), title: { absolute: 'commerce-v1 — an open, auditable benchmark for commerce assistant agents' } };

export default function HomePage() {
  return <ContentPage name="home" components={BASE_COMPONENTS} />;
}
