import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT_VERSION } from '@platform/remote-contract';
import { IncompatibleRemoteError, compatibilityPlugin, shellDeclaration } from './compatibility';

const shell = { contract: 1, singletons: { react: '19' } };
type Hook = (args: { manifestJson?: unknown; moduleInfo: { name: string } }) => void;
const afterLoadManifest = compatibilityPlugin(shell).afterLoadManifest as unknown as Hook;
const manifest = (platform?: unknown) => ({ metaData: { name: 'mfe_claims', ...(platform ? { platform } : {}) } });
const moduleInfo = { name: 'mfe_claims' };

describe('compatibilityPlugin', () => {
  it('lets a remote built against the same contract and majors through', () => {
    expect(() =>
      afterLoadManifest({ manifestJson: manifest({ contract: 1, singletons: { react: '19' } }), moduleInfo }),
    ).not.toThrow();
  });

  it('refuses a remote built for a newer contract or another React major, naming them', () => {
    const refuse = (platform: unknown) => () => afterLoadManifest({ manifestJson: manifest(platform), moduleInfo });
    expect(refuse({ contract: 2, singletons: { react: '19' } })).toThrow(IncompatibleRemoteError);
    expect(refuse({ contract: 1, singletons: { react: '18' } })).toThrow(
      'mfe_claims is not compatible with this shell: built with react 18, the shell shares 19',
    );
    expect(refuse(undefined)).toThrow('declares no contract');
  });

  it('leaves a manifest that failed to load to the runtime', () => {
    expect(() => afterLoadManifest({ moduleInfo })).not.toThrow();
  });

  it("compares against the shell's own contract when no build defined it", () => {
    expect(shellDeclaration().contract).toBe(REMOTE_CONTRACT_VERSION);
  });
});
