// Writes schema/run-result.schema.json from the zod schema (src/results/run-result.ts), so other
// tools can read RunResult files. Run after changing the schema: `node scripts/write-schema.mjs`.
// test/results/run-result-schema.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { register } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, 'schema', 'run-result.schema.json');
const unregister = register();
try {
  const { runResultJsonSchema } = await import('../src/results/run-result-io.ts');
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(JSON.stringify(runResultJsonSchema()), {
    ...options,
    parser: 'json',
  });
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(root, target)}`);
} finally {
  await unregister();
}
