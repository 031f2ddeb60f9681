// Every published artifact version, for readers: a file is valid when it is valid for the
// version it declares. artifact-upgrade.ts then reads it into the current shape.
import { z } from 'zod';
import { ArtifactSchemaV1 } from './artifact-schema-v1';
import { ArtifactSchema } from './artifact-schema';

export const AnyArtifactSchema = z.discriminatedUnion('schemaVersion', [ArtifactSchemaV1, ArtifactSchema]);
