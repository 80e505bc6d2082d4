import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { addCompanyMessages } from './features/companies-list/add-company-messages';
import { messages } from './messages';
import { screenMessages } from './screen-messages';
import { earningsMessages } from './features/earnings/messages';
import { opsStatementsMessages } from './features/ops-statements/messages';

describe('mfe-broker messages', () => {
  it('has every text in pt, en and es, for the first visit and for the screens fetched later', () => {
    expect(missingKeys(messages)).toEqual([]);
    expect(missingKeys(screenMessages)).toEqual([]);
    expect(missingKeys(earningsMessages)).toEqual([]);
    expect(missingKeys(opsStatementsMessages)).toEqual([]);
    expect(missingKeys(addCompanyMessages)).toEqual([]);
  });

  it('never says the same key twice', () => {
    const shared = Object.keys(messages.pt!).filter((key) => key in screenMessages.pt!);
    expect(shared).toEqual([]);
  });
});
