import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT_VERSION, checkCompatibility, describeIncompatibility } from './compatibility';

const shell = { contract: 2, singletons: { react: '19', 'react-dom': '19', 'react-router': '7', zustand: '5' } };

describe('checkCompatibility', () => {
  it('accepts a remote built against the same contract and the same majors', () => {
    expect(checkCompatibility({ contract: 2, singletons: { react: '19', 'react-router': '7' } }, shell)).toEqual([]);
  });

  it('accepts an older contract, since the contract only grows', () => {
    expect(checkCompatibility({ contract: 1, singletons: { react: '19' } }, shell)).toEqual([]);
  });

  it('refuses a contract newer than the shell knows', () => {
    expect(checkCompatibility({ contract: 3, singletons: {} }, shell)).toEqual([
      { kind: 'contract', remote: 3, shell: 2 },
    ]);
  });

  it('refuses another major of a shared singleton, and lists every one', () => {
    const problems = checkCompatibility({ contract: 2, singletons: { react: '18', 'react-dom': '18' } }, shell);
    expect(problems).toEqual([
      { kind: 'singleton', name: 'react', remote: '18', shell: '19' },
      { kind: 'singleton', name: 'react-dom', remote: '18', shell: '19' },
    ]);
    expect(describeIncompatibility(problems)).toBe(
      'built with react 18, the shell shares 19; built with react-dom 18, the shell shares 19',
    );
  });

  it('compares the minor of a 0.x line, which is its breaking part', () => {
    const zeroShell = { contract: 2, singletons: { 'some-lib': '0.4' } };
    expect(checkCompatibility({ contract: 2, singletons: { 'some-lib': '0.5' } }, zeroShell)).toHaveLength(1);
  });

  it('ignores singletons only the remote uses: it provides them itself', () => {
    expect(checkCompatibility({ contract: 2, singletons: { 'chart-lib': '3' } }, shell)).toEqual([]);
  });

  it('refuses a remote that declares nothing (built before declarations, or not by the preset)', () => {
    expect(checkCompatibility(undefined, shell)).toEqual([{ kind: 'undeclared' }]);
    expect(checkCompatibility({ contract: '2', singletons: {} }, shell)).toEqual([{ kind: 'undeclared' }]);
    expect(checkCompatibility({ contract: 2, singletons: { react: 19 } }, shell)).toEqual([{ kind: 'undeclared' }]);
  });

  it('reads the contract version from contract.json', () => {
    expect(REMOTE_CONTRACT_VERSION).toBeGreaterThanOrEqual(1);
  });
});
