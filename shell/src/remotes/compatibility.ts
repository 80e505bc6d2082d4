import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTRACT_VERSION,
  checkCompatibility,
  describeIncompatibility,
  type BuildDeclaration,
  type Incompatibility,
} from '@platform/remote-contract';

/** A remote the shell will not run: built against another contract or shared singleton major. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: Incompatibility[],
  ) {
    super(`${remote} is not compatible with this shell: ${describeIncompatibility(problems)}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * What this shell was built against (defined by @platform/build-preset). Unbuilt (tests) it is
 * the contract in the source and no singleton lines, so only the contract is compared.
 */
export function shellDeclaration(): BuildDeclaration {
  try {
    const built = process.env.PLATFORM_BUILD;
    if (built) return JSON.parse(built) as BuildDeclaration;
  } catch {
    // not defined by a build
  }
  return { contract: REMOTE_CONTRACT_VERSION, singletons: {} };
}

/**
 * A federation runtime plugin that reads each remote's declaration from its manifest, as soon as
 * the manifest arrives and before its remote entry or any of its code is fetched, and throws
 * {@link IncompatibleRemoteError} for a remote that does not fit: the area then shows its error
 * view instead of running code that would fail inside the page's React.
 */
export function compatibilityPlugin(shell: BuildDeclaration = shellDeclaration()): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-compatibility',
    afterLoadManifest({ manifestJson, moduleInfo }) {
      if (!manifestJson) return;
      const problems = checkCompatibility((manifestJson.metaData as { platform?: unknown }).platform, shell);
      if (problems.length) throw new IncompatibleRemoteError(moduleInfo.name, problems);
    },
  };
}
