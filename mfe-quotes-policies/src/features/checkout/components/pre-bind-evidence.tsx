import { useIntl } from 'react-intl';
import { SubjectivityEvidence } from '../../../components/subjectivity-evidence';
import { useQuotes } from '../../../lib/quotes';

/**
 * The documents the option's conditions ask for before binding, taken on the checkout itself:
 * sending for signature is refused (SUBJECTIVITIES_OPEN) while one is open, so the customer sends
 * them here rather than being told to go back to the quote's detail.
 */
export function PreBindEvidence({ quoteId, onUploaded }: { quoteId: string; onUploaded: () => void }) {
  const intl = useIntl();
  const quotes = useQuotes();
  const quote = quotes.data?.items.find((row) => row.id === quoteId);
  // Until it is bound: the same rule as the quote's detail (team members send evidence too).
  const live = quote?.status === 'AVAILABLE' || quote?.status === 'SELECTED';
  if (!live || !quote.subjectivities.some((item) => item.due === 'BEFORE_BINDING')) return null;
  return (
    <section aria-labelledby="checkout-pre-bind">
      <h2 id="checkout-pre-bind">{intl.formatMessage({ id: 'checkout.preBind.title' })}</h2>
      <SubjectivityEvidence quote={quote} canUpload onUploaded={onUploaded} />
    </section>
  );
}
