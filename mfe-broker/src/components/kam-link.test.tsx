import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { brokerHomeTexts } from '../features/companies-list/broker-home-texts';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { KamLink } from './kam-link';
import { routerLink } from '@platform/remote-kit';
import { useOwnKamId } from './use-own-kam-id';

const { text } = brokerHomeTexts({ country: 'br', language: 'pt' });

/** The link as a page shows it, from the KAM id the page read, in the page's words. */
function OwnKamLink() {
  return <KamLink kamId={useOwnKamId().data} label={text('broker.kamLink')} renderLink={routerLink} />;
}

afterEach(cleanup);

const me = (kam_id: string | null) => ({ body: { broker: { kam_id } } });

describe('KamLink', () => {
  it('leads to the brokerage’s KAM once one is assigned', async () => {
    const { api } = fakeApi({ '/v3/me': me('k-1') });
    renderScreen(<OwnKamLink />, { api, path: '/broker/index' });
    expect((await screen.findByRole('link', { name: 'Seu gerente de contas' })).getAttribute('href')).toBe(
      '/broker/kam/k-1',
    );
  });

  it('shows nothing without a KAM', async () => {
    const { api, calls } = fakeApi({ '/v3/me': me(null) });
    renderScreen(<OwnKamLink />, { api, path: '/broker/index' });
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
