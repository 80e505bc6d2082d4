// Copies the design brief's screens from the visual test's references to docs/design/after/, under
// the names of their "before" pictures (docs/design/before/), so that each pair reads side by side.
// Run after `npm run screens:update` has rewritten the references on the redesigned build.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const references = path.join(root, 'e2e/screens/references');
const before = path.join(root, 'docs/design/before');
const after = path.join(root, 'docs/design/after');

const pictures = readdirSync(before).filter((name) => name.endsWith('.png'));
const missing = pictures.filter((name) => !existsSync(path.join(references, name)));
if (missing.length > 0) {
  console.error(`No reference for ${missing.join(', ')} in e2e/screens/references: run npm run screens:update.`);
  process.exit(1);
}
mkdirSync(after, { recursive: true });
for (const name of pictures) copyFileSync(path.join(references, name), path.join(after, name));
console.log(`${pictures.length} pictures copied to docs/design/after/`);
