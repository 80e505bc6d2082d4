import { describe, expect, it } from 'vitest';
import { isErrorCode } from './error-codes';

describe('isErrorCode', () => {
  it("knows the catalogue's codes", () => {
    expect(isErrorCode('INVALID_CREDENTIALS')).toBe(true);
  });

  it("refuses anything else, an object's own names too (an answer's `code` is the API's word, not ours)", () => {
    expect(['toString', 'constructor', '__proto__', 'NOPE', 42, undefined].filter(isErrorCode)).toEqual([]);
  });
});
