/**
 * Reads a page opened cold needs first, started by the shell's boot code while the page's scripts
 * are still on their way (issue 25: a signed-in home's data was asked for only once its remote had
 * rendered, after ~270 KB of scripts on a phone). This module is a federation singleton with the
 * client, so the remote's client finds what the shell handed over: each read is taken once, by the
 * first GET of the same address with the same credentials, instead of asking the API again.
 */

/** What an early read sent (its `Authorization`) and what the API answered. */
export interface EarlyAnswer {
  authorization: string | null;
  response: Response;
}

export interface EarlyRead {
  /** The read's whole address, with its query. */
  url: string;
  /** Settles with the answer; rejects when the read could not be sent or answered (network). */
  answer: Promise<EarlyAnswer>;
}

/** By address, in the order handed: two readers of one address (the shell and a screen) take one each. */
const handed = new Map<string, Promise<EarlyAnswer>[]>();

/** The same address whatever the order of its query's parameters. */
function addressKey(url: string): string {
  const address = new URL(url);
  address.searchParams.sort();
  address.hash = '';
  return address.href;
}

/** Hands reads over to the clients of this page: each waits for the first request of its address. */
export function handEarlyReads(reads: readonly EarlyRead[]): void {
  for (const { url, answer } of reads) {
    // Taken (and its failure handled) by a request later, or dropped: never an unhandled rejection.
    answer.catch(() => undefined);
    const key = addressKey(url);
    handed.set(key, [...(handed.get(key) ?? []), answer]);
  }
}

/** Forgets the reads not taken: the page they were for was left, or the session they were made with ended. */
export function dropEarlyReads(): void {
  handed.clear();
}

/**
 * The early answer for `request`, once: only for a GET of a handed address, sent with the same
 * credentials (another token or user reads again) and answered with success. Anything else (no
 * such read, a refusal, a network failure) answers undefined and the request goes to the API as
 * it would have without the early read, so the screen shows what the API says then.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' || handed.size === 0) return undefined;
  const key = addressKey(request.url);
  const [answer, ...later] = handed.get(key) ?? [];
  if (!answer) return undefined;
  if (later.length) handed.set(key, later);
  else handed.delete(key);
  try {
    const { authorization, response } = await answer;
    return response.ok && authorization === request.headers.get('authorization') ? response : undefined;
  } catch {
    return undefined;
  }
}
