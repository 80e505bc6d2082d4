import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { PAYMENT_METHODS, PRODUCTS, RENEWAL_STATES, UNDERWRITING_REASONS } from '@platform/domain';
import { brokerCompanyMessages } from './broker-company-messages';
import { deskMessages } from './desk-messages';
import { coveragesMessages } from './features/coverages/messages';
import { policyDocumentsMessages } from './features/policy-detail/messages';
import { wordingMessages } from './features/policy-wording/messages';
import { messages } from './messages';
import { paymentsMessages } from './features/payments-queue/messages';
import { renewalMessages } from './features/renewal/messages';
import { quoteWords } from './quote-words';

describe('mfe-quotes-policies messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('has every text of the quotes screens (fetched with them) in pt, en and es', () => {
    expect(missingKeys(quoteWords)).toEqual([]);
  });

  it('has every coverages text in pt, en and es, with a plain-language summary of every product', () => {
    expect(missingKeys(coveragesMessages)).toEqual([]);
    for (const product of PRODUCTS) expect(coveragesMessages.en[`coverages.summary.${product}`]).toBeTruthy();
  });

  it('has every underwriting desk text in pt, en and es, with a text for every reason code', () => {
    expect(missingKeys(deskMessages)).toEqual([]);
    for (const reason of UNDERWRITING_REASONS) expect(deskMessages.en[`uw.reason.${reason}`]).toBeTruthy();
  });

  it('has every renewal text in pt, en and es, with a word for every renewal state', () => {
    expect(missingKeys(renewalMessages)).toEqual([]);
    for (const state of RENEWAL_STATES) expect(renewalMessages.es[`renewal.state.${state}`]).toBeTruthy();
  });

  it('has every payments queue text in pt, en and es, with a word for every payment method', () => {
    expect(missingKeys(paymentsMessages)).toEqual([]);
    for (const method of PAYMENT_METHODS) expect(paymentsMessages.es[`opsPayments.method.${method}`]).toBeTruthy();
  });

  it('has every text of the wording, the certificates and the statement in pt, en and es', () => {
    expect(missingKeys(policyDocumentsMessages)).toEqual([]);
    expect(missingKeys(wordingMessages)).toEqual([]);
  });

  it('has every text of the broker’s view of a company’s quotes and policies in pt, en and es', () => {
    expect(missingKeys(brokerCompanyMessages)).toEqual([]);
  });
});
