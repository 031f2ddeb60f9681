// The audit page's MDX map: the base components plus the file check and its static table.
// Imported by the audit page only, so no other page ships the file check's client code.
import type { AuditComponentName } from '@/lib/site/mdx-components';
import { AuditPanel } from './audit-panel';
import { KnownDigests } from './known-digests';
import { BASE_COMPONENTS } from './mdx-components';

const AUDIT_COMPONENTS_ONLY: Record<AuditComponentName, typeof AuditPanel> = { AuditPanel, KnownDigests };

export const AUDIT_COMPONENTS = { ...BASE_COMPONENTS, ...AUDIT_COMPONENTS_ONLY };
