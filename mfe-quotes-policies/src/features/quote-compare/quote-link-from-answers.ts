import type { Product } from '@platform/domain';
import type { QuoteGroup } from '@platform/domain/quote-status';
import { audienceOf } from '@platform/remote-contract';
import { optionsOf, readQuoteParams } from '../../lib/quote-options';
import type { QuoteRow } from '../../lib/quotes';

/** What the quote link's first screen draws: the address's options, and whether this person may select one. */
export interface QuoteLinkFromAnswers {
  route: { group: QuoteGroup; product: Product };
  options: readonly QuoteRow[];
  maySelect: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// `dashboard/quotes/:type/:product/:userFormId`, as the remote's router names it.
const QUOTE_LINK = /^\/dashboard\/quotes\/([^/]+)\/([^/]+)\/([^/]+)$/;

/**
 * The quote link's first screen's data from the JSON answers of `/v3/me` and `/v3/quotes`
 * (`homeFirstReads`) and the page's address. Throws, so that nothing is drawn and the full shell
 * draws the page, wherever the real screen would not show options: not a customer (a broker's or
 * operations' account), an address that names no group or product (page not found) or no options
 * (quote not found), an answer of another shape.
 */
export function quoteLinkFromAnswers(answers: Readonly<Record<string, unknown>>, pathname = ''): QuoteLinkFromAnswers {
  const me = answers['/v3/me'];
  if (!isObject(me) || !isObject(me.user)) throw new Error('the answer of /v3/me is not a person');
  const role = typeof me.role === 'string' ? me.role : null;
  if (audienceOf({ role, isBroker: Boolean(me.broker) }) !== 'customer') throw new Error('not a customer');
  const [, type, product, userFormId] = QUOTE_LINK.exec(pathname) ?? [];
  const route = readQuoteParams({ type, product, userFormId });
  if (!route) throw new Error(`${pathname} is not a quote link`);
  const quotes = answers['/v3/quotes'];
  if (!isObject(quotes) || !Array.isArray(quotes.items)) throw new Error('the answer of /v3/quotes is not a list');
  const options = optionsOf(quotes.items as QuoteRow[], route.product, route.formSlug, route.group);
  if (!options.length) throw new Error(`${pathname} names no options`);
  // As the real screen: a team member compares, the account's administrators select.
  return { route, options, maySelect: role !== 'TEAM_MEMBER' };
}
