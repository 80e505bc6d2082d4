// Proof that the company controls the domain it asks us to scan: a DNS TXT record carrying the
// request's token, or a file at https://<domain>/.well-known/<token>.txt holding it. Both are
// looked up with short timeouts; tests inject their own lookups (AppConfig.domainCheck).
import { Resolver } from 'node:dns/promises';
import { domainProofOf, type DomainProof } from '@platform/domain';

export interface DomainLookups {
  /** The TXT records of a name, each as its chunks; throws or answers [] when there are none. */
  resolveTxt(domain: string): Promise<string[][]>;
  /** The body of an HTTPS address, or null when it cannot be read. */
  fetchText(url: string): Promise<string | null>;
}

const TIMEOUT_MS = 3000;
/** Names reserved by RFC 2606 / 6761 never resolve on the internet: no lookup is made. */
const RESERVED = /\.(example|test|invalid|localhost)$/;

export const liveLookups: DomainLookups = {
  async resolveTxt(domain) {
    const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
    return resolver.resolveTxt(domain);
  },
  async fetchText(url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return null;
    return (await response.text()).slice(0, 1000);
  },
};

/** How control was proven (DNS first, then the file), or null when neither is there (yet). */
export async function checkDomainControl(
  domain: string,
  token: string,
  lookups: DomainLookups = liveLookups,
): Promise<DomainProof | null> {
  if (RESERVED.test(domain)) return null;
  const proof = domainProofOf(domain, token);
  const records = await lookups.resolveTxt(domain).catch(() => [] as string[][]);
  if (records.some((chunks) => chunks.join('').trim() === proof.txt_record)) return 'DNS';
  const body = await lookups.fetchText(proof.file_url).catch(() => null);
  if (body?.trim() === proof.file_content) return 'FILE';
  return null;
}
