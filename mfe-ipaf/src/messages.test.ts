import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { DEFINITIONS } from '@platform/domain';
import { messages } from './messages';
import { screenMessages } from './screen-messages';
import { allMessages } from './testing/all-messages';

describe('mfe-ipaf messages', () => {
  it('has every text in pt, en and es, for the first visit and for the other screens', () => {
    expect(missingKeys(messages)).toEqual([]);
    expect(missingKeys(screenMessages)).toEqual([]);
  });

  it('never says the same key twice', () => {
    const shared = Object.keys(messages.pt!).filter((key) => key in screenMessages.pt!);
    expect(shared).toEqual([]);
  });
});

describe('question words', () => {
  it('name every section, question, table column and option of every definition', () => {
    const ids = DEFINITIONS.flatMap((definition) =>
      definition.sections.flatMap((section) => [
        `ipaf.section.${section.id}`,
        `ipaf.stepInfo.${section.id}`,
        ...section.questions.flatMap((question) => [
          `ipaf.q.${question.id}`,
          ...(question.options ?? []).map((option) => `ipaf.q.${question.id}.${option}`),
          ...(question.columns ?? []).flatMap((column) => [
            `ipaf.q.${question.id}.${column.id}`,
            ...(column.options ?? []).map((option) => `ipaf.q.${question.id}.${column.id}.${option}`),
          ]),
        ]),
      ]),
    );
    for (const language of ['pt', 'en', 'es'] as const)
      expect(ids.filter((id) => !allMessages[language][id])).toEqual([]);
  });
});
