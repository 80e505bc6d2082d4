import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { messages } from './messages';

describe("the shell's messages", () => {
  it('have every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('say "a new version is available, reload" in each language (spec section 8)', () => {
    expect(messages.en['shell.update.body']).toMatch(/new version is available.*reload/i);
    expect(messages.pt['shell.update.body']).toMatch(/nova versão está disponível.*recarregue/i);
    expect(messages.es['shell.update.body']).toMatch(/nueva versión disponible.*recargue/i);
  });
});
