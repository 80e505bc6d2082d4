import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { contactMessages, opsMessages } from '../pages/messages';
import { messages } from './messages';

describe("the shell's messages", () => {
  it('have every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
    expect(missingKeys(contactMessages)).toEqual([]);
    expect(missingKeys(opsMessages)).toEqual([]);
  });

  it('load at start without the words of the pages fetched on demand (help, meeting, operations)', () => {
    const onDemand = [...Object.keys(contactMessages.pt), ...Object.keys(opsMessages.pt)];
    expect(onDemand.filter((id) => id in messages.pt || id in messages.en || id in messages.es)).toEqual([]);
  });

  it('say "a new version is available, reload" in each language (spec section 8)', () => {
    expect(messages.en['shell.update.body']).toMatch(/new version is available.*reload/i);
    expect(messages.pt['shell.update.body']).toMatch(/nova versão está disponível.*recarregue/i);
    expect(messages.es['shell.update.body']).toMatch(/nueva versión disponible.*recargue/i);
  });
});
