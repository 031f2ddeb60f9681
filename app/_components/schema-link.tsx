// The published artifact contract: the JSON Schema generated from the zod schema that every
// writer and reader of artifacts uses. The prebuild refuses a stale copy.
import { SCHEMA_HREF } from '@/lib/site/routes';

export function SchemaLink() {
  return (
    <p data-schema>
      Every artifact conforms to the JSON Schema <a href={SCHEMA_HREF}><code>commerce-v1-artifact.json</code></a>, generated
      from the same zod schema the runner writes with and this site reads with. <code>npm run schema -- --check</code> fails
      when the committed copy is stale, and the site build refuses to publish a stale one.
    </p>
  );
}
