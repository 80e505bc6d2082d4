import { BROKER_HOME, CUSTOMER_HOME } from './home-paths';

/** The customer home's first screen: its tasks and the summary's three lists, read together. */
const CUSTOMER_HOME_READS = ['/v3/home/tasks', '/v3/policies', '/v3/quotes', '/v3/application-forms'];

/**
 * The quote link (`/dashboard/quotes/:group/:product/:form`, the "your quotes are ready" mail's):
 * its options are among the customer's quotes (h-quotefirst). Three parts after `quotes/`, as the
 * quotes remote's router has it: its detail and checkout addresses have four and two.
 */
export const isQuoteLink = (pathname: string) => /^\/dashboard\/quotes\/[^/]+\/[^/]+\/[^/]+$/.test(pathname);
const QUOTE_LINK_READS = ['/v3/quotes'];

/**
 * What a home's first screen waits for before it draws its content: the GET addresses (with their
 * query) of its first queries. The shell starts them at boot for a kept session and hands the
 * answers to the screen's client (`handEarlyReads`, issue 25: the homes' data was asked for only
 * once their remote had rendered). Each home's test renders it from these answers alone, so a
 * home that reads something else first fails there, not silently in the field. None for another
 * page, nor for a broker's book opened with a search (its first page is another address).
 */
export function homeFirstReads({ pathname, search }: Pick<Location, 'pathname' | 'search'>): readonly string[] {
  if (pathname === CUSTOMER_HOME || pathname === '/dashboard/index-customer') return CUSTOMER_HOME_READS;
  if (isQuoteLink(pathname)) return QUOTE_LINK_READS;
  if (pathname !== BROKER_HOME) return [];
  // The broker area's gate reads the brokerage's status first (the kit's one `/v3/me` query, whose
  // answer the KAM link reads too); then the book's tasks and first page.
  const book = search ? [] : ['/v3/broker/companies?sort=name&order=asc'];
  return ['/v3/me', '/v3/broker/home/tasks', ...book];
}
