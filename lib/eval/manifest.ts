// The published index of artifacts: for each file its size, SHA-256 and what run it holds,
// so a reader can check a download without trusting the page that linked it.
import type { ProviderKind } from '../models/provider';
import { parseArtifactBytes } from './artifact-file';
import { sha256 } from './sha256';

export interface ManifestEntry {
  file: string;
  bytes: number;
  sha256: string;
  runId: string;
  provider: string;
  providerKind: ProviderKind;
  model: string | null;
  recordedDate: string;
}

export interface Manifest {
  benchmark: 'commerce-v1';
  artifacts: ManifestEntry[];
}

export function buildManifest(files: ReadonlyArray<{ name: string; bytes: Buffer }>): Manifest {
  const artifacts = files.map(({ name, bytes }) => {
    const artifact = parseArtifactBytes(bytes, name, { fileName: name });
    return {
      file: name,
      bytes: bytes.length,
      sha256: sha256(bytes),
      runId: artifact.runId,
      provider: artifact.provider.id,
      providerKind: artifact.provider.kind,
      model: artifact.model.requested,
      recordedDate: artifact.startedAt.slice(0, 10),
    };
  });
  artifacts.sort((a, b) => a.file.localeCompare(b.file));
  return { benchmark: 'commerce-v1', artifacts };
}
