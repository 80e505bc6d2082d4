// Regenerates src/schema.gen.ts from the API's OpenAPI document (printed by the API without a server).
// `--check` writes nothing: it exits 1 when src/schema.gen.ts is not what the API describes now.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const document = execFileSync('npx', ['tsx', 'src/scripts/print-openapi.ts'], {
  cwd: path.join(root, 'api'),
  encoding: 'utf8',
  env: { ...process.env, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent' },
  maxBuffer: 32 * 1024 * 1024,
});
const ast = await openapiTS(JSON.parse(document));
const banner = '// Generated from the API OpenAPI document by scripts/generate.mjs. Do not edit.\n';
const file = path.join(here, '../src/schema.gen.ts');
const generated = banner + astToString(ast);
if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8') === generated;
  console.log(
    current
      ? 'api-client: src/schema.gen.ts is current'
      : 'api-client: src/schema.gen.ts is stale: run node shared/api-client/scripts/generate.mjs',
  );
  process.exit(current ? 0 : 1);
}
writeFileSync(file, generated);
console.log('api-client: src/schema.gen.ts written');
