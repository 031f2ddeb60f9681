// Server side of the audit page's file check: reads the lookup table lib/site computed and
// hands it to the small client component as data.
import { getAuditLookup } from '@/lib/site/audit-lookup';
import { AuditFileCheck } from './audit-file-check';

export function AuditPanel() {
  return <AuditFileCheck lookup={getAuditLookup()} />;
}
