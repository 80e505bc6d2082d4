import { checkCompatibility, type Incompatibility } from '@platform/remote-contract/compatibility';
import type { FirstScreenModule } from '@platform/remote-contract/first-screen';

/** A browser's own `import()` of an address (the bundler leaves it as it is). */
const importAddress = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);

/**
 * The first screen built alone at `from` (Preact, sharing nothing with the shell), imported and
 * checked: refused (`refuse(problems)`) when built for another contract than `contract`, as the
 * federation path refuses a manifest; refused too when it draws nothing. It shares no singleton
 * with the shell, so only the contract matters. Imported by the boot code and by the HTML's inline
 * script (boot/first-screen-at-paint.ts): nothing heavy imported.
 */
export async function importFirstScreenBuiltAlone(
  from: string,
  contract: number,
  {
    importModule = importAddress,
    refuse = () => new Error(`${from} was built for another contract`),
  }: { importModule?: (url: string) => Promise<unknown>; refuse?: (problems: Incompatibility[]) => Error } = {},
): Promise<FirstScreenModule> {
  const loaded = (await importModule(from)) as Partial<FirstScreenModule> & { platform?: unknown };
  const problems = checkCompatibility(loaded.platform, { contract, singletons: {} });
  if (problems.length) throw refuse(problems);
  if (typeof loaded.drawFirstScreen !== 'function') throw new Error(`${from} has no first screen`);
  return { drawFirstScreen: loaded.drawFirstScreen };
}
