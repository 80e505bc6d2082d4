import { describe, expect, it } from 'vitest';
import { firstInputIntent } from './first-input';

/** Whether `promise` has settled once pending callbacks have run. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise<void>((next) => setTimeout(next, 0));
  return done;
};

describe('the person’s first input intent', () => {
  it('waits while nothing is pressed, typed, touched or navigated', async () => {
    const target = new EventTarget();
    const intent = firstInputIntent(target);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('pointermove'));
    expect(await settled(intent)).toBe(false);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'click', 'popstate'])('comes with a %s', async (type) => {
    const target = new EventTarget();
    const intent = firstInputIntent(target);
    target.dispatchEvent(new Event(type));
    expect(await settled(intent)).toBe(true);
  });
});
