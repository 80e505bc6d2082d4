// What the failover spec drives through the shell's origin, as browsers would: a signed-in
// customer's reads of policies, quotes and claims in a closed loop, claim reports that are sent
// again with the same request_key after a retryable answer (as the claim form does), and live
// streams that reconnect when they end (as the shell does).
import { randomUUID } from 'node:crypto';
import { businessToday } from '../../shared/domain/src/business-date/business-date';

const ORIGIN = 'http://localhost:3000';
const READS = ['/v3/policies', '/v3/quotes', '/v3/claims'];
export const DEMO_POLICY = '00000000-0000-4000-8000-000000000701';

export interface LoadCounts {
  reads: number;
  failedReads: { status: number; path: string }[];
  /** Claim reports the API acknowledged (200), by request_key: the claim's id. */
  acknowledged: Map<string, string>;
  /** Reports still refused after their retries. */
  failedWrites: { status: number; body: string }[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A claim report of the demo customer, sent until acknowledged or out of tries (a 503 says: send again). */
async function reportClaim(token: string, marker: string, counts: LoadCounts) {
  const requestKey = randomUUID();
  const body = JSON.stringify({
    request_key: requestKey,
    policy_id: DEMO_POLICY,
    type: 'THIRD_PARTY_CLAIM',
    description: `Failover drill ${marker}`,
    occurred_on: '2026-01-10',
    // Today in Brazil, as the API checks it (after 21:00 in Brasília, UTC is already tomorrow).
    learned_on: businessToday('br'),
    contact_name: 'Carla Souza',
    contact_email: `${marker}@failover.example`,
    contact_phone: '+55 11 4000-1000',
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await fetch(`${ORIGIN}/v3/claims`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': 'en' },
      body,
    });
    if (response.ok) {
      counts.acknowledged.set(requestKey, ((await response.json()) as { id: string }).id);
      return;
    }
    const text = await response.text();
    if (response.status !== 503) return void counts.failedWrites.push({ status: response.status, body: text });
    if (attempt === 4) counts.failedWrites.push({ status: response.status, body: text });
  }
}

/**
 * Runs reads on `readers` loops and a claim report every `writeEvery` reads until `stop()` says
 * so; `onRead(count)` after each read lets the caller act at a given point of the load.
 */
export function steadyLoad(token: string, marker: string, { readers = 2, writeEvery = 40 } = {}) {
  const counts: LoadCounts = { reads: 0, failedReads: [], acknowledged: new Map(), failedWrites: [] };
  let running = true;
  const writes: Promise<void>[] = [];
  const reader = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const path = READS[turn % READS.length]!;
      try {
        const response = await fetch(`${ORIGIN}${path}`, { headers: bearer(token) });
        await response.arrayBuffer();
        if (response.status !== 200) counts.failedReads.push({ status: response.status, path });
      } catch {
        counts.failedReads.push({ status: 0, path });
      }
      counts.reads += 1;
      if (counts.reads % writeEvery === 0) writes.push(reportClaim(token, marker, counts));
    }
  };
  const loops = Array.from({ length: readers }, (_, index) => reader(index));
  return {
    counts,
    /** Stops the loops; resolves once every request in flight has its answer. */
    async stop() {
      running = false;
      await Promise.all(loops);
      await Promise.all(writes);
      return counts;
    },
  };
}

export interface LiveStreams {
  /** `update` events of topic `topic` each stream has received. */
  eventsPerStream(topic: string): number[];
  /** How many times streams were opened (a reconnect adds one). */
  opened: number;
  close(): void;
}

/** `count` live streams of the user, each opened again when it ends (the instance holding it died). */
export function liveStreams(token: string, count: number): LiveStreams {
  const events: string[][] = Array.from({ length: count }, () => []);
  const controller = new AbortController();
  const streams: LiveStreams = {
    eventsPerStream: (topic) => events.map((list) => list.filter((seen) => seen === topic).length),
    opened: 0,
    close: () => controller.abort(),
  };
  const follow = async (index: number) => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`${ORIGIN}/v3/live`, {
          headers: { ...bearer(token), accept: 'text/event-stream' },
          signal: controller.signal,
        });
        streams.opened += 1;
        let pending = '';
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          pending += Buffer.from(chunk).toString();
          const blocks = pending.split('\n\n');
          pending = blocks.pop()!;
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) events[index]!.push((JSON.parse(data.slice(6)) as { topic: string }).topic);
          }
        }
      } catch {
        // Ended with its instance (or closed): open it again, as the shell does.
      }
    }
  };
  for (let index = 0; index < count; index += 1) void follow(index);
  return streams;
}
