import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { brokerCompanyProblems, type BrokerCompanyInput } from '@platform/domain';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Modal, Notice, Stack, TextField } from '@platform/ui';
import { useAddCompany, type CompanyAdded } from '../api/add-company';
import { useText } from '@platform/i18n';

const EMPTY: BrokerCompanyInput = { tax_id: '', company_name: '', administrator_name: '', administrator_email: '' };

/**
 * "Add company" on broker/index: the company's CNPJ and name, and its administrator, who gets the
 * invitation; checked by the shared rule here and by the API, whose refusals (a company under
 * another broker, an account of its own) land on the CNPJ field in the user's language.
 */
export function AddCompanyDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const add = useAddCompany();
  const [added, setAdded] = useState<(CompanyAdded & { company_name: string }) | null>(null);
  const form = usePlatformForm<BrokerCompanyInput>({ defaultValues: EMPTY, rules: brokerCompanyProblems });
  const onSubmit = form.submit(async (values) => {
    const answer = await add.mutateAsync({ ...values, language: locale.language });
    setAdded({ ...answer, company_name: values.company_name.trim() });
    return EMPTY;
  });
  const text = useText();

  return (
    <Modal
      open
      title={text('broker.addCompany.title')}
      onClose={onClose}
      footer={
        added ? (
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="broker.addCompany.close" />
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="broker.addCompany.cancel" />
            </Button>
            <Button type="submit" form="add-company-form" loading={form.busy}>
              <FormattedMessage id="broker.addCompany.submit" />
            </Button>
          </>
        )
      }
    >
      {added ? (
        <Stack gap={3}>
          <Notice
            type={added.outcome === 'INVITED' ? 'success' : 'info'}
            title={text(`broker.addCompany.${added.outcome}.title`)}
            detail={intl.formatMessage(
              { id: `broker.addCompany.${added.outcome}.detail` },
              { company: added.company_name, email: added.administrator_email },
            )}
          />
          {added.outcome === 'IN_BOOK' && (
            <Link to={`/broker/company/${added.company_id}/detail`}>
              <FormattedMessage id="broker.addCompany.open" />
            </Link>
          )}
        </Stack>
      ) : (
        <form id="add-company-form" onSubmit={onSubmit} noValidate aria-label={text('broker.addCompany.title')}>
          <Stack gap={3}>
            <p className="ui-muted">
              <FormattedMessage id="broker.addCompany.intro" />
            </p>
            <FormError code={form.formError} />
            <TextField
              label={text('broker.addCompany.taxId')}
              hint={text('broker.addCompany.taxIdHint')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...form.field('tax_id')}
            />
            <TextField
              label={text('broker.addCompany.name')}
              autoComplete="off"
              required
              {...form.field('company_name')}
            />
            <TextField
              label={text('broker.addCompany.administratorName')}
              autoComplete="off"
              required
              {...form.field('administrator_name')}
            />
            <TextField
              label={text('broker.addCompany.administratorEmail')}
              type="email"
              autoComplete="off"
              required
              {...form.field('administrator_email')}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
