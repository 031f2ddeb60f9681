// The audit page: check any file's SHA-256 in the browser against every digest the
// recorded runs carry. Prose from content/audit.mdx; the lookup table from lib/site.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { AUDIT_COMPONENTS } from '@/app/_components/mdx-audit-components';

export const metadata = contentMetadata('audit');

export default function AuditPage() {
  return <ContentPage name="audit" components={AUDIT_COMPONENTS} />;
}
