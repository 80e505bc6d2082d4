import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { PlatformIntlProvider } from '@platform/i18n';
import type { Locale } from '@platform/domain';
import { PageWords } from './page-words';

afterEach(cleanup);

const shellWords = { pt: { 'shell.title': 'Início' }, en: { 'shell.title': 'Home' }, es: { 'shell.title': 'Inicio' } };
const pageWords = { pt: { 'page.title': 'Ajuda' }, en: { 'page.title': 'Help' }, es: { 'page.title': 'Ayuda' } };

describe('a page’s own words', () => {
  it('are added to the shell’s, in the language the shell speaks', () => {
    const locale: Locale = { country: 'br', language: 'en' };
    render(
      <PlatformIntlProvider locale={locale} messages={shellWords}>
        <PageWords messages={pageWords}>
          <p>
            <FormattedMessage id="shell.title" /> / <FormattedMessage id="page.title" />
          </p>
        </PageWords>
      </PlatformIntlProvider>,
    );
    expect(screen.getByText('Home / Help')).toBeTruthy();
  });
});
