/** The part of a single-spa parcel the shell drives after mounting it. */
export interface DrivenParcel<P> {
  mountPromise: Promise<unknown>;
  getStatus(): string;
  update?(props: P): Promise<unknown>;
  unmount(): Promise<unknown>;
}

export interface ParcelSync<P> {
  /** The shell's props now (a route or locale change): applied once the parcel is free, the latest winning. */
  send(props: P): void;
  /** Leaving the area: once the mount or update under way settles, the parcel is unmounted. */
  release(): Promise<void>;
}

/**
 * Keeps a parcel in step with the shell, one lifecycle call at a time (issue 21 item 9).
 * single-spa accepts `update` and `unmount` only while the parcel is MOUNTED: a route change that
 * came while the parcel was still mounting or applying the previous one used to be dropped, and the
 * old screen stayed under the new URL until the next navigation; a parcel left while it was still
 * mounting was never unmounted. Here every call waits for the one before it, and a change that
 * comes meanwhile is kept (only the latest: the ones in between are already out of date).
 */
export function syncParcel<P>(parcel: DrivenParcel<P>, mountedWith: P): ParcelSync<P> {
  let applied = mountedWith;
  let latest = mountedWith;
  let released = false;
  // The chain of lifecycle calls; each link starts when the one before it has settled.
  let queue: Promise<unknown> = parcel.mountPromise;
  const settled = (step: () => Promise<unknown> | void) => {
    queue = queue.then(step, step).catch((error: unknown) => console.error('[shell] parcel lifecycle failed', error));
    return queue;
  };
  const applyLatest = async () => {
    while (!released && latest !== applied && parcel.update && parcel.getStatus() === 'MOUNTED') {
      const next = latest;
      await parcel.update(next);
      applied = next;
    }
  };
  return {
    send(props) {
      if (released) return;
      latest = props;
      void settled(applyLatest);
    },
    release() {
      released = true;
      return settled(async () => {
        if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
      }).then(() => undefined);
    },
  };
}
