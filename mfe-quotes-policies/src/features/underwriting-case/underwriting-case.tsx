import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { formatLimit } from '@platform/domain';
import { formatCountry, formatDate, useText } from '@platform/i18n';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { Card, Cluster, Notice, Page, Section, Stack, StatusBadge, Table } from '@platform/ui';
import { formatMoney, formatRetentionText } from '../../lib/format-money';
import { DEADLINE_TONES, deadlineText } from '../../lib/deadline-text';
import { useUnderwritingCase, type CaseProduct, type UnderwritingCaseDetail } from './api/get-underwriting-case';
import { AnswersView } from './components/answers-view';
import { CaseHistory } from './components/case-history';
import { DeclineForm } from './components/decline-form';
import { QuoteOptionsForm } from './components/quote-options-form';

const DECISION_TONES = { REFER: 'warning', QUOTE: 'success', DECLINE: 'danger' } as const;

/**
 * ops/underwriting/:submissionId: one referred proposal on the desk. The legal deadline, each
 * product with the engine's reasons and suggested price, the forms to publish options or decline
 * (while the product waits), what was decided, the answers (read only) and the decision history.
 */
export function UnderwritingCase() {
  const intl = useIntl();
  const { submissionId = '' } = useParams();
  const found = useUnderwritingCase(submissionId);
  const [done, setDone] = useState<string | null>(null);
  if (found.status !== 'success')
    return (
      <QueryFallback
        query={found}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'desk.title' })}
            text={intl.formatMessage({ id: 'error.NOT_FOUND' })}
            backTo="/ops/underwriting"
            backLabel={intl.formatMessage({ id: 'desk.back' })}
          />
        }
      />
    );
  const item = found.data;
  return <CaseView item={item} done={done} onDone={setDone} />;
}

function CaseView({
  item,
  done,
  onDone,
}: {
  item: UnderwritingCaseDetail;
  done: string | null;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = useText();
  const deadline = deadlineText(intl, item.deadline);
  const waiting = item.status === 'REFERRED';
  return (
    <Page
      width="wide"
      title={item.company}
      titleId="desk-case-title"
      // Where the company is and its options' currency: a US case is priced in dollars (issue 28).
      description={`${text('desk.case.received', { date: formatDate(item.created_at, locale) })} · ${formatCountry(item.country, locale)} · ${item.currency}`}
      before={
        <p>
          <Link to="/ops/underwriting">{text('desk.back')}</Link>
        </p>
      }
    >
      <Stack gap={1}>
        <Cluster gap={2}>
          <span>{text('desk.case.deadline', { date: formatDate(item.deadline, locale), left: deadline.text })}</span>
          {waiting && (
            <StatusBadge status={deadline.state} tone={DEADLINE_TONES[deadline.state]} label={deadline.text} />
          )}
        </Cluster>
        <p>{text('desk.case.deadlineNote')}</p>
      </Stack>
      {done && <Notice type="success" title={done} />}

      <Section title={<FormattedMessage id="desk.case.products" />}>
        <Stack gap={4}>
          {item.products.map((product) => (
            <ProductPanel key={product.product} item={item} product={product} onDone={onDone} />
          ))}
        </Stack>
      </Section>

      <Section title={<FormattedMessage id="desk.case.history" />}>
        <CaseHistory history={item.history} />
      </Section>

      <Section title={<FormattedMessage id="desk.case.answers" />}>
        <AnswersView
          answers={item.answers}
          definitionVersions={item.definition_versions}
          taxIdType={item.tax_id_type}
          currency={item.currency}
        />
      </Section>
    </Page>
  );
}

function ProductPanel({
  item,
  product,
  onDone,
}: {
  item: UnderwritingCaseDetail;
  product: CaseProduct;
  onDone: (message: string) => void;
}) {
  const { locale } = usePlatform();
  const text = useText();
  const headingId = `desk-product-${product.product}`;
  return (
    <Card as="article" padding="lg" aria-labelledby={headingId}>
      <Stack gap={3}>
        <h3 id={headingId}>
          {text(`product.${product.product}`)}{' '}
          <StatusBadge
            status={product.decision}
            tone={DECISION_TONES[product.decision as keyof typeof DECISION_TONES] ?? 'neutral'}
            label={text(`desk.case.decision.${product.decision}`)}
          />
        </h3>
        <h4>
          <FormattedMessage id="desk.case.reasons" />
        </h4>
        {product.reasons.length ? (
          <Stack as="ul" gap={1}>
            {product.reasons.map((reason) => (
              <li key={reason}>{text(`uw.reason.${reason}`)}</li>
            ))}
          </Stack>
        ) : (
          <p>{text('desk.case.noReasons')}</p>
        )}
        {product.decision === 'DECLINE' && product.reason && (
          <p>{text('desk.case.declineReason', { reason: product.reason })}</p>
        )}
        {product.decision === 'REFER' && (
          <>
            <h4>
              <FormattedMessage id="desk.case.suggested" />
            </h4>
            {product.suggested.length ? (
              <Table
                caption={text('desk.case.suggested')}
                columns={[
                  { key: 'limit', header: text('desk.col.limit') },
                  { key: 'retention', header: text('desk.col.retention') },
                  { key: 'premium', header: text('desk.col.premium') },
                ]}
                rows={product.suggested.map((option) => ({
                  key: option.limit,
                  cells: {
                    limit: (
                      <>
                        {formatLimit(option.limit, item.currency, locale)}
                        {option.recommended && <> ({text('desk.recommended')})</>}
                      </>
                    ),
                    retention: formatRetentionText(option.retention, item.currency, locale),
                    premium: formatMoney(option.premium, item.currency, locale),
                  },
                }))}
              />
            ) : (
              <p>{text('desk.case.noSuggestion')}</p>
            )}
            <QuoteOptionsForm
              caseId={item.id}
              version={item.version}
              product={product}
              country={item.country}
              currency={item.currency}
              onDone={onDone}
            />
            <DeclineForm caseId={item.id} version={item.version} product={product} onDone={onDone} />
          </>
        )}
        {product.options.length > 0 && (
          <>
            <h4>
              <FormattedMessage id="desk.case.published" />
            </h4>
            <Table
              caption={text('desk.case.published')}
              columns={[
                { key: 'insurer', header: text('desk.col.insurer') },
                { key: 'limit', header: text('desk.col.limit') },
                { key: 'retention', header: text('desk.col.retention') },
                { key: 'premium', header: text('desk.col.premium') },
                { key: 'fees', header: text('desk.col.fees') },
                { key: 'expires', header: text('desk.col.expires') },
              ]}
              rows={product.options.map((option) => ({
                key: option.id,
                cells: {
                  insurer: (
                    <>
                      {option.insurer}
                      {option.recommended && <> ({text('desk.recommended')})</>}
                    </>
                  ),
                  limit: formatMoney(option.coverage_limit, option.currency, locale),
                  retention: formatRetentionText(option.retention, option.currency, locale),
                  premium: formatMoney(option.premium, option.currency, locale),
                  fees: formatMoney(option.fees, option.currency, locale),
                  expires: option.expires_at ? formatDate(option.expires_at, locale) : '',
                },
              }))}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
