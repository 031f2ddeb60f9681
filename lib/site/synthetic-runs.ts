// Synthetic artifacts for the site benchmark (scripts/bench-site.ts): N runs made from the
// committed ones, so the build can be measured at 10, 100 or 1,000 runs. Each copy gets a
// new run id and start time; copies are spread over several harness revisions by replacing
// the recorded digest of one pinned file, so the site sees several digest groups; a
// re-score points at the copy of its source in the same batch. The first run is the
// repeat-3 template stretched to REPEAT_FOR_SIZE attempts per scenario, the 1,400-case run
// whose page size the benchmark reports. Nothing here is ever written to artifacts/.
import { createHash } from 'node:crypto';
import { serialiseArtifact, writableArtifact } from '../eval/artifact-file';
import { ARTIFACT_SCHEMA_VERSION, summarise, type Artifact } from '../eval/artifact-schema';

export const REVISIONS = 4;
export const REPEAT_FOR_SIZE = 100;
const BASE_TIME = Date.parse('2026-12-01T00:00:00.000Z');

export interface ArtifactFile {
  file: string;
  text: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every scenario's attempts stretched to `repeat`, copying the recorded attempts in turn. */
export function stretchRepeats(artifact: Artifact, repeat: number): Artifact {
  const scenarioIds = [...new Set(artifact.cases.map((item) => item.scenarioId))];
  const cases = scenarioIds.flatMap((scenarioId) => {
    const recorded = artifact.cases.filter((item) => item.scenarioId === scenarioId).sort((a, b) => a.attempt - b.attempt);
    return Array.from({ length: repeat }, (_, index) => ({ ...recorded[index % recorded.length]!, attempt: index + 1 }));
  });
  return { ...artifact, repeat, cases, summary: summarise(cases) };
}

function stamp(index: number): string {
  return new Date(BASE_TIME + index * 60_000).toISOString();
}

/** The revision-`r` variant of a run's digests: revision 0 keeps them as recorded. */
export function revisionDigests(hashes: Readonly<Record<string, string>>, revision: number): Record<string, string> {
  if (revision === 0) return { ...hashes };
  const [first] = Object.keys(hashes).sort();
  return first === undefined ? { ...hashes } : { ...hashes, [first]: sha256(`bench revision ${revision}`) };
}

export function synthesizeRuns(templates: readonly Artifact[], count: number): ArtifactFile[] {
  if (templates.length === 0) throw new Error('synthesizeRuns: no template artifacts');
  const written: { sourceRunId: string; runId: string; file: string; text: string }[] = [];
  const widest = templates.reduce((best, candidate) => (candidate.repeat > best.repeat ? candidate : best));
  for (let index = 0; index < count; index += 1) {
    const template = index === 0 ? stretchRepeats(widest, REPEAT_FOR_SIZE) : templates[index % templates.length]!;
    const batch = Math.floor(index / templates.length);
    const startedAt = stamp(index);
    const runId = `${startedAt.slice(0, 19).replace(/:/g, '-')}Z-bench-${String(index).padStart(4, '0')}-${template.provider.id}`;
    const duration = template.finishedAt ? Date.parse(template.finishedAt) - Date.parse(template.startedAt) : 0;
    const source = template.replayOf
      ? written.find((candidate, position) => Math.floor(position / templates.length) === batch && candidate.sourceRunId === template.replayOf!.runId)
      : undefined;
    const artifact: Artifact = {
      ...template,
      // Written as the harness writes today's artifacts, whatever the template's version.
      schemaVersion: ARTIFACT_SCHEMA_VERSION,
      runId,
      startedAt,
      finishedAt: template.finishedAt ? new Date(Date.parse(startedAt) + duration).toISOString() : null,
      sourceHashes: revisionDigests(template.sourceHashes, batch % REVISIONS),
      replayOf: template.replayOf && source ? { runId: source.runId, file: source.file, sha256: sha256(source.text) } : template.replayOf,
    };
    const text = serialiseArtifact(writableArtifact(artifact, `${runId}.json`));
    written.push({ sourceRunId: template.runId, runId, file: `${runId}.json`, text });
  }
  return written.map(({ file, text }) => ({ file, text }));
}
