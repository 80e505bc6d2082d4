// Selecting a quote option (POST /v3/quotes/{id}/select): idempotent (a double click selects
// once); selecting another option of the same product and form deselects the earlier one; an
// option past its date, or one another step already took, is refused with a catalogue code.
// The moves are the domain's table (pricing/quote-status-machine.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { effectiveQuoteStatus, nextQuoteStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { QuoteRow } from './queries';

export async function selectQuote(db: Db, quoteId: string, userId: string, now = new Date()): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
    if (!target) throw notFound();
    // The options of the same product and form, locked in one order so two selections queue up.
    const siblings = await tx
      .select()
      .from(quotes)
      .where(
        and(
          eq(quotes.account_id, target.account_id),
          eq(quotes.product, target.product),
          target.application_form_id
            ? eq(quotes.application_form_id, target.application_form_id)
            : isNull(quotes.application_form_id),
        ),
      )
      .orderBy(asc(quotes.id))
      .for('update');
    const quote = siblings.find((row) => row.id === quoteId)!;
    const status = effectiveQuoteStatus(quote.status, quote.expires_at, now);
    if (status === 'EXPIRED') throw new AppError('QUOTE_EXPIRED');
    if (status === 'WITHDRAWN') throw new AppError('QUOTE_WITHDRAWN');
    if (status === 'SELECTED') return quote;
    const selected = nextQuoteStatus(status, 'SELECT', 'APPLICANT');
    if (!selected) throw new AppError('QUOTE_NOT_SELECTABLE');
    if (siblings.some((row) => row.status === 'BEING_ISSUED' || row.status === 'ISSUED'))
      throw new AppError('QUOTE_NOT_SELECTABLE', 'Another option of this product is already being issued.');
    for (const row of siblings.filter((sibling) => sibling.id !== quoteId && sibling.status === 'SELECTED'))
      await tx
        .update(quotes)
        .set({ status: nextQuoteStatus('SELECTED', 'DESELECT', 'APPLICANT')!, selected_at: null, selected_by: null })
        .where(eq(quotes.id, row.id));
    const [updated] = await tx
      .update(quotes)
      .set({ status: selected, selected_at: now, selected_by: userId })
      .where(eq(quotes.id, quoteId))
      .returning();
    return updated!;
  });
}
