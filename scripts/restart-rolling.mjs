#!/usr/bin/env node
// `npm run restart:rolling`: restarts the API instances of the running stack (`API_INSTANCES=2 npm
// start`) one after another behind HAProxy, so no read and no acknowledged write is lost. The stack
// does the work (startStack's rollingRestart); this asks it to, and waits until it is done.
import { readFileSync } from 'node:fs';
import { STACK_FILE } from './stack.mjs';

const stackFile = () => JSON.parse(readFileSync(STACK_FILE, 'utf8'));

/** Asks the running stack for a rolling restart; resolves when it has finished (or fails after `ms`). */
export async function requestRollingRestart(ms = 180_000) {
  const before = stackFile();
  if (!before.loadBalancerSocket)
    throw new Error('the running stack has one API instance: start it with API_INSTANCES=2');
  process.kill(before.stack, 'SIGUSR2');
  const limit = Date.now() + ms;
  while ((stackFile().rollingRestarts ?? 0) === (before.rollingRestarts ?? 0)) {
    if (Date.now() > limit) throw new Error(`the rolling restart did not finish within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stackFile();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const after = await requestRollingRestart();
  const apis = Object.entries(after).filter(([name]) => /^api\d*$/.test(name));
  console.log(
    `restarted ${apis.map(([name, pid]) => `${name} (now pid ${pid})`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
