import { describe, expect, it } from 'vitest';
import { createEventBus } from '@platform/event-bus';
import { createQueryClient, invalidateOnLiveUpdates } from './query-client';

describe('live updates and the query cache', () => {
  it('refetches what was read about the topic or the record, and nothing else', () => {
    const client = createQueryClient();
    const eventBus = createEventBus();
    const keys = [
      ['quotes'],
      ['home-summary', 'quotes', 'application-form'],
      ['claims'],
      ['claim', 'c-1'],
      ['policy', 'p-1'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    const stop = invalidateOnLiveUpdates(client, eventBus);
    eventBus.emit('live:update', { topic: 'quotes', id: 'account-1' });
    eventBus.emit('live:update', { topic: 'claim', id: 'c-1' });
    const invalidated = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual([
      ['quotes'],
      ['home-summary', 'quotes', 'application-form'],
      ['claims'],
      ['claim', 'c-1'],
    ]);
    stop();
  });
});
