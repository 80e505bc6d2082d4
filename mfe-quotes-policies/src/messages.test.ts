import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { deskMessages } from './desk-messages';
import { messages } from './messages';
import { UNDERWRITING_REASONS } from '@platform/domain';

describe('mfe-quotes-policies messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('has every underwriting desk text in pt, en and es, with a text for every reason code', () => {
    expect(missingKeys(deskMessages)).toEqual([]);
    for (const reason of UNDERWRITING_REASONS) expect(deskMessages.en[`uw.reason.${reason}`]).toBeTruthy();
  });
});
