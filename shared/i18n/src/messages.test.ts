import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@platform/domain';
import { defineMessagesFor, missingKeys, type Messages } from './messages';
import { platformMessages } from './platform-messages';

describe('missingKeys', () => {
  it('finds nothing when every key has a text in all three languages', () => {
    const messages: Messages = { pt: { a: 'A' }, en: { a: 'A' }, es: { a: 'A' } };
    expect(missingKeys(messages)).toEqual([]);
  });

  it('names each key a language lacks or leaves blank, sorted by id', () => {
    const messages: Messages = {
      pt: { 'claims.title': 'Sinistros', 'claims.type': 'Tipo' },
      en: { 'claims.title': 'Claims' },
      es: { 'claims.title': ' ', 'claims.type': 'Tipo', 'claims.extra': 'Extra' },
    };
    expect(missingKeys(messages)).toEqual([
      'pt: claims.extra',
      'en: claims.extra',
      'es: claims.title',
      'en: claims.type',
    ]);
  });
});

describe('platformMessages', () => {
  it('have every shared text in all three languages', () => {
    expect(missingKeys(platformMessages)).toEqual([]);
  });

  it('say "Há um erro inesperado" for the unexpected error, in each language', () => {
    expect(platformMessages.pt['common.unexpectedError']).toBe('Há um erro inesperado');
    expect(platformMessages.en['common.unexpectedError']).toBe('There is an unexpected error');
    expect(platformMessages.es['common.unexpectedError']).toBe('Hay un error inesperado');
  });

  it('carry the loading texts of spec section 2', () => {
    expect(platformMessages.en['common.loading']).toBe('Loading...');
    expect(platformMessages.en['common.loadingApplication']).toBe('Loading application...');
    expect(platformMessages.pt['common.loading']).toBe('Carregando...');
    expect(platformMessages.es['common.loading']).toBe('Cargando...');
  });

  it('carry the retry texts, and the dialog and form words', () => {
    expect([
      platformMessages.pt['common.retry'],
      platformMessages.en['common.retry'],
      platformMessages.es['common.retry'],
    ]).toEqual(['Tentar novamente', 'Try again', 'Intentar de nuevo']);
    for (const id of [
      'common.empty',
      'common.close',
      'common.cancel',
      'common.confirm',
      'common.back',
      'common.mandatory',
    ]) {
      expect(platformMessages.en[id], id).toBeTruthy();
    }
  });

  it('expose every code of the domain error catalogue as error.<CODE>', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(platformMessages.es[`error.${code}`]).toBeTruthy();
    expect(platformMessages.pt['error.UNEXPECTED_ERROR']).toBe('Há um erro inesperado');
    expect(platformMessages.en['error.INVALID_EMAIL']).toBe('The email format is invalid.');
  });
});

describe('defineMessagesFor', () => {
  it('returns the messages it was given', () => {
    const messages = defineMessagesFor({ pt: { hi: 'Olá' }, en: { hi: 'Hi' }, es: { hi: 'Hola' } });
    expect(messages.es.hi).toBe('Hola');
  });

  it('makes a key missing in one language a type error', () => {
    // tsc fails on this directive if a missing 'es' key ever stops being a type error.
    const messages = defineMessagesFor({
      pt: { hi: 'Olá', bye: 'Tchau' },
      en: { hi: 'Hi', bye: 'Bye' },
      // @ts-expect-error 'bye' is missing in es
      es: { hi: 'Hola' },
    });
    expect(missingKeys(messages)).toEqual(['es: bye']);
  });
});
