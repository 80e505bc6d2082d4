import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { lazyScreen } from './lazy-screen';
import { fakeApi, renderScreen } from './testing/render-screen';

afterEach(cleanup);

const remoteMessages = {
  pt: { 'remote.title': 'Remoto' },
  en: { 'remote.title': 'Remote' },
  es: { 'remote.title': 'Remoto' },
};
const screenTexts = {
  pt: { 'screen.body': 'Corpo da tela' },
  en: { 'screen.body': 'Screen body' },
  es: { 'screen.body': 'Cuerpo de la pantalla' },
};

function Page({ suffix }: { suffix: string }) {
  return (
    <p>
      <FormattedMessage id="remote.title" /> / <FormattedMessage id="screen.body" /> {suffix}
    </p>
  );
}

describe('lazyScreen', () => {
  it('shows the loading state, then the screen with its own texts on top of the remote’s, in the current language', async () => {
    const Lazy = lazyScreen(
      async () => ({ Page }),
      (module) => module.Page,
      async () => screenTexts,
    );
    const { intlErrors } = renderScreen(<Lazy suffix="!" />, {
      api: fakeApi({}).api,
      messages: remoteMessages,
      path: '/x',
      locale: { country: 'us', language: 'en' },
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect((await screen.findByText(/Screen body/)).textContent).toBe('Remote / Screen body !');
    expect(intlErrors).toEqual([]);
  });

  it('renders the module’s component as is when no texts are given', async () => {
    const Lazy = lazyScreen(
      async () => ({ Page }),
      (module) => module.Page,
    );
    renderScreen(<Lazy suffix="?" />, {
      api: fakeApi({}).api,
      messages: { pt: { ...remoteMessages.pt, ...screenTexts.pt }, en: {}, es: {} },
      path: '/x',
    });
    expect((await screen.findByText(/Corpo da tela/)).textContent).toBe('Remoto / Corpo da tela ?');
  });
});
