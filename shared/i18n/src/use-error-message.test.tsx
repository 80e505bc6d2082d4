import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Locale } from '@platform/domain';
import { PlatformIntlProvider } from './platform-intl-provider';
import { useErrorMessage, type ErrorCodeSource } from './use-error-message';

afterEach(cleanup);

function ErrorText({ source }: { source: ErrorCodeSource }) {
  const errorText = useErrorMessage();
  return <p>{errorText(source)}</p>;
}

const renderIn = (locale: Locale, source: ErrorCodeSource) =>
  render(
    <PlatformIntlProvider locale={locale} messages={{ pt: {}, en: {}, es: {} }}>
      <ErrorText source={source} />
    </PlatformIntlProvider>,
  );

describe('useErrorMessage', () => {
  it('translates an API error code with the catalogue in the current language', () => {
    renderIn({ country: 'us', language: 'en' }, 'EMAIL_ALREADY_REGISTERED');
    expect(screen.getByText('The email already has an account, try another email.')).toBeTruthy();
  });

  it('reads the code of an error body', () => {
    renderIn({ country: 'mx', language: 'es' }, { code: 'INVALID_TAX_ID' });
    expect(screen.getByText('Identificación fiscal inválida.')).toBeTruthy();
  });

  it('reads an unknown or absent code as the unexpected error', () => {
    renderIn({ country: 'br', language: 'pt' }, 'SOMETHING_NEW');
    expect(screen.getByText('Há um erro inesperado')).toBeTruthy();
    cleanup();
    renderIn({ country: 'br', language: 'pt' }, null);
    expect(screen.getByText('Há um erro inesperado')).toBeTruthy();
  });
});
