import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { ParcelNavigator } from '@platform/remote-contract';
import { ParcelRouter } from '../parcel-router';
import { useLeaveGuard } from './leave-guard';

afterEach(cleanup);

function Form({ unsaved }: { unsaved: boolean }) {
  useLeaveGuard(unsaved);
  return null;
}

const location = { pathname: '/dashboard/profile', search: '', hash: '', state: null, key: 'default' };

describe('the parcel’s leave guard', () => {
  it('tells the shell to ask before leaving while any form of the parcel is unsaved, and stops when the last one is saved or gone', () => {
    const blockLeaving = vi.fn();
    const navigator: ParcelNavigator = {
      push: vi.fn(),
      replace: vi.fn(),
      go: vi.fn(),
      createHref: (to) => to,
      blockLeaving,
    };
    const page = (first: boolean, second: boolean, showSecond = true) => (
      <ParcelRouter location={location} navigator={navigator}>
        <Form unsaved={first} />
        {showSecond && <Form unsaved={second} />}
      </ParcelRouter>
    );
    const { rerender } = render(page(false, false));
    expect(blockLeaving).not.toHaveBeenCalled();
    rerender(page(true, false));
    rerender(page(true, true));
    expect(blockLeaving.mock.calls).toEqual([[true]]);
    rerender(page(false, true));
    expect(blockLeaving.mock.calls).toEqual([[true]]);
    act(() => rerender(page(false, true, false)));
    expect(blockLeaving.mock.calls).toEqual([[true], [false]]);
  });
});
