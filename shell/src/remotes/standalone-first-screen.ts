import {
  checkCompatibility,
  standaloneFirstScreenUrl,
  type FirstScreenModule,
  type RegistryEntry,
} from '@platform/remote-contract';
import { IncompatibleRemoteError, shellDeclaration } from './compatibility';

/** A browser's own `import()` of an address (the bundler leaves it as it is). */
const importAddress = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);

/**
 * Imports a remote's first screen built alone (`standaloneFirstScreenUrl`: Preact, sharing nothing
 * with the shell), refusing one built for a later contract as the federation path does
 * (`IncompatibleRemoteError`), or one that draws nothing. Rejects as well when the remote has none
 * (built before it had): the boot then loads the same module through module federation.
 */
export async function importStandaloneFirstScreen(
  entry: RegistryEntry,
  module: string,
  { importModule = importAddress, shell = shellDeclaration() } = {},
): Promise<{ module: FirstScreenModule; from: string }> {
  const from = standaloneFirstScreenUrl(entry.manifestUrl, module);
  const loaded = (await importModule(from)) as Partial<FirstScreenModule> & { platform?: unknown };
  // It shares no singleton with the shell: only the contract it draws from matters.
  const problems = checkCompatibility(loaded.platform, { contract: shell.contract, singletons: {} });
  if (problems.length) throw new IncompatibleRemoteError(entry.name, problems);
  if (typeof loaded.drawFirstScreen !== 'function') throw new Error(`${from} has no first screen`);
  return { module: { drawFirstScreen: loaded.drawFirstScreen }, from };
}
