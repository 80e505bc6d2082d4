/** A read started early: its address, and its answer once the API has sent it. */
interface StartedRead {
  url: string;
  answer: Promise<{ response: Response }>;
}

/**
 * The JSON body of each read, by path (`/v3/me`, ...), as a first screen draws from them; read from
 * copies, so the originals stay for the full shell's API client. Rejects on any refusal. No
 * imports: bundled into the HTML's inline script too (first-screen-at-paint.ts).
 */
export async function answersOf(reads: Iterable<StartedRead>): Promise<Record<string, unknown>> {
  const bodies = await Promise.all(
    [...reads].map(async ({ url, answer }) => {
      const { response } = await answer;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const address = new URL(url);
      return [address.pathname + address.search, await response.clone().json()] as const;
    }),
  );
  return Object.fromEntries(bodies);
}
