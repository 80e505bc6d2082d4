import { screen, within } from '@testing-library/react';

/** The step the purchase stepper marks as current (aria-current="step"), without its number. */
export const currentPurchaseStep = () =>
  within(screen.getByRole('list', { name: 'Etapas até a apólice' }))
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')
    ?.textContent?.replace(/^\d/, '');
