import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createEventBus } from '@platform/event-bus';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { builtMeta } from './app-meta';
import { updateMessages } from './messages';
import { UpdateNotifierAtIdle } from './update-notifier-at-idle';

afterEach(cleanup);

describe('the update notifier at start', () => {
  it('starts watching for a new version once the browser is idle, not while the first screen is drawn', async () => {
    const idleTasks: (() => void)[] = [];
    const fetchMeta = vi.fn(async () => builtMeta());
    render(
      <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={updateMessages}>
        <UpdateNotifierAtIdle
          eventBus={createEventBus()}
          registry={{ remotes: [] }}
          fetchMeta={fetchMeta}
          idle={(run) => idleTasks.push(run)}
        />
      </PlatformIntlProvider>,
    );
    expect(idleTasks).toHaveLength(1);
    expect(fetchMeta).not.toHaveBeenCalled();

    act(() => idleTasks[0]!());
    await waitFor(() => expect(fetchMeta).toHaveBeenCalledTimes(1));
  });
});
