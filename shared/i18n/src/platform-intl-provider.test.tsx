import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Messages } from './messages';
import { PlatformIntlProvider, type IntlError } from './platform-intl-provider';

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

  it('loads the error texts of the locale’s language alone, and draws only once they are in: never an error’s key', async () => {
    // A page's first start: nothing loaded yet (the test setup loads every language for the others).
    vi.resetModules();
    const fresh = await import('./platform-intl-provider');
    const texts = await import('./error-texts');
    const errors: IntlError[] = [];
    await act(async () => {
      render(
        <fresh.PlatformIntlProvider
          locale={{ country: 'mx', language: 'es' }}
          messages={appMessages}
          onError={(error) => errors.push(error)}
        >
          <Texts ids={['app.hello', 'error.INVALID_URL']} />
        </fresh.PlatformIntlProvider>,
      );
    });
    expect(screen.getByText('URL inválida.')).toBeTruthy();
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(errors).toEqual([]);
    expect([texts.errorTextsOf('pt'), texts.errorTextsOf('en')]).toEqual([undefined, undefined]);
  });

  it('shows an error boundary, not a page of keys, when the language’s texts cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('@platform/domain/error-texts/en', () => {
      throw new TypeError('Failed to fetch');
    });
    const fresh = await import('./platform-intl-provider');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught: unknown[] = [];
    await act(async () => {
      render(
        <Boundary onError={(error) => caught.push(error)}>
          <fresh.PlatformIntlProvider locale={{ country: 'us', language: 'en' }} messages={appMessages}>
            <Texts ids={['error.INVALID_URL']} />
          </fresh.PlatformIntlProvider>
        </Boundary>,
      );
    });
    expect(screen.queryByText('error.INVALID_URL')).toBeNull();
    expect(caught).toHaveLength(1);
    vi.doUnmock('@platform/domain/error-texts/en');
  });
});

class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
