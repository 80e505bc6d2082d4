import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { buildDeclaration, compatibleLine } from './declaration.mjs';
import { createAppConfig } from './index.mjs';
import contract from '../../remote-contract/src/contract.json';

const claimsRoot = path.resolve(import.meta.dirname, '../../../mfe-claims');

describe('buildDeclaration', () => {
  it('declares the contract version and the majors of the third-party singletons the app shares', () => {
    const declaration = buildDeclaration(claimsRoot);
    expect(declaration.contract).toBe(contract.version);
    expect(declaration.singletons).toMatchObject({ react: '19', 'react-dom': '19', 'react-router': '7' });
    // workspace packages move with the contract version, not with their own
    expect(Object.keys(declaration.singletons).filter((name) => name.startsWith('@platform/'))).toEqual([]);
  });

  it('keeps the breaking part of a version: the major, or the minor before 1.0', () => {
    expect(compatibleLine('19.3.1')).toBe('19');
    expect(compatibleLine('0.14.2')).toBe('0.14');
  });

  it("gives the app's code the same declaration (the shell compares remotes against its own)", () => {
    type Config = { source: { define: Record<string, string> } };
    const config = createAppConfig({ appRoot: claimsRoot, name: 'mfe_claims', port: 3004, exposes: { x: 'y' } });
    const declaration = buildDeclaration(claimsRoot);
    expect(JSON.parse(JSON.parse((config as Config).source.define['process.env.PLATFORM_BUILD']!))).toEqual(
      declaration,
    );
  });
});
