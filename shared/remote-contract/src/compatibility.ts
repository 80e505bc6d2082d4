import contract from './contract.json';

/**
 * The version of this contract (parcel props, registry, event bus, shared packages). Raised when
 * a change would break a remote built before it; an app built with this package declares it.
 */
export const REMOTE_CONTRACT_VERSION: number = contract.version;

/**
 * What an app was built against, declared at build time by @platform/build-preset: remotes in
 * their `mf-manifest.json` (`metaData.platform`), the shell in its own code. `singletons` maps
 * each third-party shared singleton to its compatible line: the major, or `0.minor` before 1.0.
 */
export interface BuildDeclaration {
  contract: number;
  singletons: Record<string, string>;
}

/** Why the shell refuses a remote. */
export type Incompatibility =
  | { kind: 'undeclared' }
  | { kind: 'contract'; remote: number; shell: number }
  | { kind: 'singleton'; name: string; remote: string; shell: string };

const isDeclaration = (value: unknown): value is BuildDeclaration => {
  const declaration = value as BuildDeclaration | undefined;
  return (
    typeof declaration?.contract === 'number' &&
    typeof declaration.singletons === 'object' &&
    declaration.singletons !== null &&
    Object.values(declaration.singletons).every((line) => typeof line === 'string')
  );
};

/**
 * Whether the shell can mount a remote: the remote must declare what it was built against, on a
 * contract no newer than the shell's (older ones stay supported: the contract only grows), and on
 * the same compatible line of every shared singleton both use — one React runs the page, and a
 * remote built for another major would fail inside it at runtime. Empty means compatible.
 */
export function checkCompatibility(remote: unknown, shell: BuildDeclaration): Incompatibility[] {
  if (!isDeclaration(remote)) return [{ kind: 'undeclared' }];
  const problems: Incompatibility[] = [];
  if (remote.contract > shell.contract)
    problems.push({ kind: 'contract', remote: remote.contract, shell: shell.contract });
  for (const [name, line] of Object.entries(remote.singletons)) {
    const shellLine = shell.singletons[name];
    if (shellLine !== undefined && shellLine !== line)
      problems.push({ kind: 'singleton', name, remote: line, shell: shellLine });
  }
  return problems;
}

/** One line per problem, for logs and telemetry. */
export function describeIncompatibility(problems: Incompatibility[]): string {
  return problems
    .map((problem) => {
      if (problem.kind === 'undeclared') return 'declares no contract or shared singletons';
      if (problem.kind === 'contract') return `built for contract ${problem.remote}, the shell knows ${problem.shell}`;
      return `built with ${problem.name} ${problem.remote}, the shell shares ${problem.shell}`;
    })
    .join('; ');
}
