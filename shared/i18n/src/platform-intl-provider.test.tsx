import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Messages } from './messages';
import { PlatformIntlProvider } from './platform-intl-provider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const appMessages: Messages = {
  pt: { 'app.hello': 'Olá', 'common.retry': 'Tentar de novo' },
  en: { 'app.hello': 'Hello', 'common.retry': 'Retry' },
  es: { 'app.hello': 'Hola', 'common.retry': 'Reintentar' },
};

function Texts({ ids }: { ids: string[] }) {
  const intl = useIntl();
  return (
    <ul>
      <li data-testid="tag">{intl.locale}</li>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}

describe('PlatformIntlProvider', () => {
  it('shows the app texts of the locale language under its BCP-47 tag', () => {
    render(
      <PlatformIntlProvider locale={{ country: 'co', language: 'es' }} messages={appMessages}>
        <Texts ids={['app.hello']} />
      </PlatformIntlProvider>,
    );
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(screen.getByTestId('tag').textContent).toBe('es-CO');
  });

  it('adds the shared common texts and the error catalogue to every app', () => {
    render(
      <PlatformIntlProvider locale={{ country: 'br', language: 'pt' }} messages={appMessages}>
        <Texts ids={['common.unexpectedError', 'common.loading', 'error.INVALID_URL']} />
      </PlatformIntlProvider>,
    );
    expect(screen.getByText('Há um erro inesperado')).toBeTruthy();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(screen.getByText('URL inválida.')).toBeTruthy();
  });

  it('lets an app override a shared text', () => {
    render(
      <PlatformIntlProvider locale={{ country: 'us', language: 'en' }} messages={appMessages}>
        <Texts ids={['common.retry']} />
      </PlatformIntlProvider>,
    );
    expect(screen.getByText('Retry')).toBeTruthy();
  });

  it('warns about a missing message and shows its id instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PlatformIntlProvider locale={{ country: 'br', language: 'pt' }} messages={appMessages}>
        <Texts ids={['app.notTranslated']} />
      </PlatformIntlProvider>,
    );
    expect(screen.getByText('app.notTranslated')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('app.notTranslated'));
    expect(error).not.toHaveBeenCalled();
  });
});
