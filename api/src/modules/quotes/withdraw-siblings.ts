// When one option is issued, the others the same questionnaire got for that product are no longer
// on offer (quote-status-machine.ts, WITHDRAW): the home stops counting them as waiting, and
// choosing one is refused with QUOTE_WITHDRAWN instead of a generic refusal. Options without a
// questionnaire (older ones) have no siblings to tell apart, so they are left as they are.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { nextQuoteStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema';
import type { QuoteRow } from './queries';

export async function withdrawSiblings(
  tx: Db,
  issued: Pick<QuoteRow, 'id' | 'account_id' | 'product' | 'application_form_id'>,
) {
  if (!issued.application_form_id) return [];
  return tx
    .update(quotes)
    .set({ status: nextQuoteStatus('AVAILABLE', 'WITHDRAW', 'PLATFORM')!, selected_at: null, selected_by: null })
    .where(
      and(
        eq(quotes.account_id, issued.account_id),
        eq(quotes.product, issued.product),
        eq(quotes.application_form_id, issued.application_form_id),
        ne(quotes.id, issued.id),
        inArray(quotes.status, ['AVAILABLE', 'SELECTED']),
      ),
    )
    .returning({ id: quotes.id });
}
