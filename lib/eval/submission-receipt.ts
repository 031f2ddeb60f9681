// The receipt `submit` prints for one contributed artifact: one section per check, each
// passed, failed or skipped (a check that could not run because an earlier one failed), with
// its reason and its details file by file or case by case. An artifact is accepted only when
// every section passed. Pure: the checks fill it in, the script prints it.

export const CHECK_STATUSES = ['pass', 'fail', 'skip'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export interface ReceiptSection {
  name: string;
  status: CheckStatus;
  summary: string;
  details: string[];
}

export interface Receipt {
  file: string;
  bytes: number;
  sha256: string;
  runId: string | null;
  sections: ReceiptSection[];
}

export const isAccepted = (receipt: Receipt) => receipt.sections.every((section) => section.status === 'pass');

const LABELS: Record<CheckStatus, string> = { pass: 'pass', fail: 'FAIL', skip: 'skip' };

export function formatReceipt(receipt: Receipt): string {
  const width = Math.max(...receipt.sections.map((section) => section.name.length));
  const lines = [
    `submit ${receipt.file}`,
    `  ${receipt.bytes} bytes, sha256 ${receipt.sha256}${receipt.runId ? `, run ${receipt.runId}` : ''}`,
  ];
  for (const section of receipt.sections) {
    lines.push(`  [${LABELS[section.status]}] ${section.name.padEnd(width)}  ${section.summary}`);
    for (const detail of section.details) lines.push(`           ${' '.repeat(width)}  ${detail}`);
  }
  const failed = receipt.sections.filter((section) => section.status !== 'pass').map((section) => section.name);
  lines.push(
    failed.length === 0
      ? `  ACCEPTED: every check holds; ${receipt.file} may be published`
      : `  REFUSED: ${failed.join(', ')} ${failed.length === 1 ? 'does' : 'do'} not hold`,
  );
  return lines.join('\n');
}
