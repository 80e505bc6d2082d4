import { createApiClient, handEarlyReads } from '@platform/api-client';
import { homeFirstReads } from '@platform/remote-contract';

const API = 'http://api.test';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * A home opened cold, as the shell's boot code leaves it: its first reads (`homeFirstReads`)
 * handed over with `answers` (by path, query left out), and a real API client that answers 403 to
 * anything it still asks the API, recorded in `asked`. Tests call `dropEarlyReads` after each.
 */
export function homeReadsHandedAtBoot(pathname: string, answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: API,
    getToken: () => 'kept',
    fetch: (async (input: RequestInfo | URL) => {
      asked.push(new Request(input).url);
      return new Response(null, { status: 403 });
    }) as typeof fetch,
  });
  handEarlyReads(
    homeFirstReads({ pathname, search: '' }).map((address) => ({
      url: API + address,
      answer: Promise.resolve({ authorization: 'Bearer kept', response: json(answers[address.split('?')[0]!]) }),
    })),
  );
  return { api, asked };
}
