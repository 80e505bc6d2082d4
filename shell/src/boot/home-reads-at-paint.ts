import { homeFirstReads } from '@platform/remote-contract/home-first-reads';
import { authorizeRequest } from '../auth/authorize-request';
import { keptSessionOf } from './kept-session';

/** An early read's answer: what it sent as `Authorization`, and the API's response. */
interface PaintAnswer {
  authorization: string | null;
  response: Response;
}
/** The reads the inline script started, under this name on `window` until the boot code takes them. */
const PAINT_READS = '__platformHomeReads';
type PaintReads = { accessToken: string; answers: Map<string, Promise<PaintAnswer>> };
const store = () => window as unknown as Record<string, PaintReads | undefined>;

/**
 * Run by the HTML's inline script: a home opened cold with a kept, unexpired session has its first
 * reads (`homeFirstReads` and the shell's `/v3/me`) started now, while the page's scripts are still
 * on their way, signed as the API client signs them (the key oidc-client-ts keeps in IndexedDB).
 * At this origin: the registry, which may name another API, is not read yet; the boot code takes
 * them over only for the same API and token (`takeHomeReadAtPaint`), else reads itself. Answers
 * whether any was started.
 */
export function startHomeReadsAtPaint(
  location: Pick<Location, 'pathname' | 'search' | 'origin'>,
  {
    session,
    now,
    send = (url, init) => fetch(url, init),
    authorize = authorizeRequest,
  }: { session: Storage; now: number; send?: typeof fetch; authorize?: typeof authorizeRequest },
): boolean {
  const paths = homeFirstReads(location);
  const kept = paths.length ? keptSessionOf(session, now) : null;
  if (!kept) return false;
  const answers = new Map<string, Promise<PaintAnswer>>();
  for (const url of new Set(['/v3/me', ...paths].map((path) => location.origin + path))) {
    const answer = authorize({ method: 'GET', url }, kept.accessToken, kept.clientId).then(async (headers) => ({
      authorization: headers.Authorization ?? null,
      response: await send(url, { headers }),
    }));
    // Taken (and its failure handled) by the boot code, or dropped: never an unhandled rejection.
    answer.catch(() => undefined);
    answers.set(url, answer);
  }
  store()[PAINT_READS] = { accessToken: kept.accessToken, answers };
  return true;
}

/** The reads the inline script started, by address, for the first screen drawn at paint (left for the boot to take). */
export function paintReadAnswers(): ReadonlyMap<string, Promise<PaintAnswer>> | null {
  return store()[PAINT_READS]?.answers ?? null;
}

/** The inline script's read of `url`, once, if it was made with `accessToken`; else null. */
export function takeHomeReadAtPaint(url: string, accessToken: string): Promise<PaintAnswer> | null {
  const reads = store()[PAINT_READS];
  const answer = reads?.accessToken === accessToken ? reads.answers.get(url) : undefined;
  reads?.answers.delete(url);
  return answer ?? null;
}
