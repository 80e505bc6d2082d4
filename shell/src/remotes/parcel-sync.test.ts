import { describe, expect, it, vi } from 'vitest';
import { syncParcel, type DrivenParcel } from './parcel-sync';

/** A parcel whose mount and updates finish only when the test says, in the order it says. */
function fakeParcel() {
  const pending: { resolve: () => void; props?: string }[] = [];
  let status = 'MOUNTING';
  let shown = 'first';
  let busy = 0;
  const overlaps: string[] = [];
  const call = (props?: string) =>
    new Promise<void>((resolve) => {
      pending.push({ props, resolve });
    });
  const parcel: DrivenParcel<string> = {
    mountPromise: call().then(() => {
      status = 'MOUNTED';
    }),
    getStatus: () => status,
    update: vi.fn(async (props: string) => {
      // single-spa refuses a lifecycle call while another runs: record it instead of throwing.
      if (status !== 'MOUNTED' || busy) overlaps.push(`update ${props} while ${status}`);
      busy++;
      status = 'UPDATING';
      await call(props);
      shown = props;
      status = 'MOUNTED';
      busy--;
    }),
    unmount: vi.fn(async () => {
      if (status !== 'MOUNTED') overlaps.push(`unmount while ${status}`);
      status = 'NOT_MOUNTED';
      shown = '';
    }),
  };
  // Every promise reaction queued so far has run (the sync chains a few).
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return {
    parcel,
    pending,
    overlaps,
    shown: () => shown,
    status: () => status,
    async settle(index = 0) {
      pending.splice(index, 1)[0]?.resolve();
      await flush();
    },
    flush,
  };
}

function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

describe('syncParcel', () => {
  it('applies a change that came while the parcel was still mounting, once it is mounted', async () => {
    const fake = fakeParcel();
    const sync = syncParcel(fake.parcel, 'first');
    sync.send('second');
    await fake.flush();
    expect(fake.parcel.update).not.toHaveBeenCalled();
    await fake.settle(); // the mount
    await fake.settle(); // the update
    expect(fake.shown()).toBe('second');
  });

  it('keeps the latest change that came during an update, and skips the ones already out of date', async () => {
    const fake = fakeParcel();
    const sync = syncParcel(fake.parcel, 'first');
    await fake.settle();
    sync.send('a');
    await fake.flush();
    sync.send('b');
    sync.send('c');
    await fake.settle();
    await fake.settle();
    expect(fake.shown()).toBe('c');
    expect(vi.mocked(fake.parcel.update!).mock.calls.map(([props]) => props)).toEqual(['a', 'c']);
    expect(fake.overlaps).toEqual([]);
  });

  it('unmounts a parcel left while it was still mounting, once the mount settles', async () => {
    const fake = fakeParcel();
    const sync = syncParcel(fake.parcel, 'first');
    const released = sync.release();
    sync.send('late');
    await fake.settle();
    await released;
    expect(fake.status()).toBe('NOT_MOUNTED');
    expect(fake.parcel.update).not.toHaveBeenCalled();
    expect(fake.overlaps).toEqual([]);
  });

  it('ends on the last change and never overlaps two calls, over 500 random orders of changes and settling', async () => {
    const random = seeded(9);
    for (let run = 0; run < 500; run++) {
      const fake = fakeParcel();
      const sync = syncParcel(fake.parcel, 'first');
      let last = 'first';
      for (let step = 0; step < 12; step++) {
        if (random() < 0.6) sync.send((last = `${run}-${step}`));
        if (fake.pending.length && random() < 0.5) await fake.settle(Math.floor(random() * fake.pending.length));
        else await fake.flush();
      }
      while (fake.pending.length) await fake.settle();
      expect(fake.shown()).toBe(last);
      expect(fake.overlaps).toEqual([]);
      await sync.release();
      expect(fake.status()).toBe('NOT_MOUNTED');
    }
  });
});
