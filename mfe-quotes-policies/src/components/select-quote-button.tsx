import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { usePlatform } from '@platform/remote-kit';
import { Button, ConfirmModal, Modal, Notice } from '@platform/ui';
import { formatMoney } from '../lib/format-money';
import { useSelectQuote } from '../lib/quote-actions';
import type { QuoteRow } from '../lib/quotes';
import { useScreenLinks } from '../lib/screen-links';

/**
 * Selecting one option: the button, the confirm modal (what is chosen, that nothing is charged
 * yet) and the success modal whose primary action goes on to checkout. The API makes a double
 * click select once. Render it for a selectable or selected option: the button shows only while
 * the option is available, and the success modal outlives the option becoming selected.
 */
export function SelectQuoteButton({ quote, label }: { quote: QuoteRow; label: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const select = useSelectQuote();
  const links = useScreenLinks();
  const [confirming, setConfirming] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, quote.currency, locale));

  const confirm = () =>
    select.mutate(quote.id, {
      onSuccess: (selected) => {
        setConfirming(false);
        setSelectedId(selected.id);
      },
      onError: () => setConfirming(false),
    });

  return (
    <>
      {quote.status === 'AVAILABLE' && <Button onClick={() => setConfirming(true)}>{label}</Button>}
      {select.isError && (
        <Notice
          type="error"
          title={intl.formatMessage(
            { id: 'quote.selectFailed' },
            { reason: intl.formatMessage({ id: `error.${errorCodeOf(select.error)}` }) },
          )}
        />
      )}
      <ConfirmModal
        open={confirming}
        title={intl.formatMessage({ id: 'quote.confirm.title' })}
        body={intl.formatMessage(
          { id: 'quote.confirm.body' },
          { insurer: quote.insurer ?? '—', limit: money(quote.coverage_limit), premium: money(quote.gross_premium) },
        )}
        confirmLabel={intl.formatMessage({ id: 'quote.confirm.ok' })}
        cancelLabel={intl.formatMessage({ id: 'quote.confirm.cancel' })}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        busy={select.isPending}
      />
      <Modal
        open={selectedId !== null}
        title={intl.formatMessage({ id: 'quote.success.title' })}
        onClose={() => setSelectedId(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setSelectedId(null)}>
              <FormattedMessage id="quote.success.close" />
            </Button>
            <Link className="ui-button ui-button--primary" to={links.checkout(selectedId ?? quote.id)}>
              <FormattedMessage id="quote.success.checkout" />
            </Link>
          </>
        }
      >
        <p>
          <FormattedMessage id="quote.success.body" />
        </p>
      </Modal>
    </>
  );
}
