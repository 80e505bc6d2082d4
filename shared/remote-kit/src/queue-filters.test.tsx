import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { chooseOption, selectControl, selectedValue } from './testing/choose-option';
import { fakeApi, renderScreen } from './testing/render-screen';
import { FilterSelect, QueueFilters, useQueueFilter } from './queue-filters';

afterEach(cleanup);

const STATUSES = ['PENDING', 'LATE'] as const;

function Queue() {
  const [status, setStatus] = useQueueFilter('status', STATUSES);
  const { search } = useLocation();
  return (
    <>
      <QueueFilters label="Filters">
        <FilterSelect
          label="Status"
          value={status}
          values={STATUSES}
          optionLabel={(value) => (value === 'LATE' ? 'Late' : 'Pending')}
          allLabel="All"
          onChange={setStatus}
        />
      </QueueFilters>
      <output aria-label="address">{search}</output>
    </>
  );
}

const show = (url: string) =>
  renderScreen(<Queue />, { api: fakeApi({}).api, messages: { pt: {}, en: {}, es: {} }, path: '/queue', url });

describe('queue filters', () => {
  it('reads the filter from the address, ignoring a value that is not one of the filter’s', async () => {
    show('/queue?status=LATE');
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy();
    expect(selectedValue(await selectControl('Status'))).toBe('LATE');
    cleanup();
    show('/queue?status=PAID');
    expect(selectedValue(await selectControl('Status'))).toBe('');
  });

  it('writes the choice into the address and removes it for "all", keeping the other parameters', async () => {
    show('/queue?page=2');
    await chooseOption('Status', 'Late');
    expect(screen.getByLabelText('address').textContent).toBe('?page=2&status=LATE');
    await chooseOption('Status', 'All');
    expect(screen.getByLabelText('address').textContent).toBe('?page=2');
  });
});
