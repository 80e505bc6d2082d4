import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { messages } from './messages';

describe('mfe-claims messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });
});
