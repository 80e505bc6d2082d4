import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageOf, sharedSingletons } from './shared-singletons.mjs';

/** The part of a version a caret range keeps: the major, or `0.minor` before 1.0. */
export function compatibleLine(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

/**
 * What an app is built against (issue 14): the remote contract's version, from the
 * @platform/remote-contract it resolves, and the compatible line of each third-party shared
 * singleton it shares. Workspace packages are left to the contract version, which covers them.
 */
export function buildDeclaration(appRoot) {
  const require = createRequire(path.join(appRoot, 'package.json'));
  const contract = JSON.parse(readFileSync(require.resolve('@platform/remote-contract/src/contract.json'), 'utf8'));
  const singletons = {};
  for (const [specifier, { version }] of Object.entries(sharedSingletons(appRoot, { treeShake: false }))) {
    const name = packageOf(specifier);
    if (!name.startsWith('@platform/')) singletons[name] = compatibleLine(version);
  }
  return { contract: contract.version, singletons };
}
