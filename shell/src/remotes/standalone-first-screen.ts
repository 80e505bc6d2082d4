import {
  standaloneFirstScreenUrl,
  type BuildDeclaration,
  type FirstScreenModule,
  type RegistryEntry,
} from '@platform/remote-contract';
import { IncompatibleRemoteError, shellDeclaration } from './compatibility';
import { importFirstScreenBuiltAlone } from './first-screen-built-alone';

/**
 * Imports a remote's first screen built alone (`standaloneFirstScreenUrl`: Preact, sharing nothing
 * with the shell), refusing one built for a later contract as the federation path does
 * (`IncompatibleRemoteError`), or one that draws nothing. Rejects as well when the remote has none
 * (built before it had): the boot then loads the same module through module federation.
 */
export async function importStandaloneFirstScreen(
  entry: RegistryEntry,
  module: string,
  {
    importModule,
    shell = shellDeclaration(),
  }: { importModule?: (url: string) => Promise<unknown>; shell?: BuildDeclaration } = {},
): Promise<{ module: FirstScreenModule; from: string }> {
  const from = standaloneFirstScreenUrl(entry.manifestUrl, module);
  const loaded = await importFirstScreenBuiltAlone(from, shell.contract, {
    importModule,
    refuse: (problems) => new IncompatibleRemoteError(entry.name, problems),
  });
  return { module: loaded, from };
}
