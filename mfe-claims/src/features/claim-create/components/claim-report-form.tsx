import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import {
  businessToday,
  claimsMadeWindow,
  claimTypesFor,
  type ClaimType,
  type ErrorCode,
  type Product,
} from '@platform/domain';
import { Button, Card, Cluster, FormSection, Notice, SelectField, Stack, TextAreaField, TextField } from '@platform/ui';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm, useWatch } from '@platform/remote-kit/forms';
import { FilePicker } from '../../../components/file-picker';
import { uploadClaimFile } from '../../../lib/claim-files';
import type { PolicyOption } from '../api/list-policies';
import { useReportClaim } from '../api/report-claim';
import { claimFormMessage, claimFormProblems, type ClaimForm } from '../claim-form';
import { useText } from '@platform/i18n';

export interface Reported {
  id: string;
  protocol_number: string;
  decision_due_on: string | null;
  claims_made_window: string | null;
  /** Documents the API refused after the claim was reported, with the catalogue code of each refusal. */
  failedFiles: { name: string; code: ErrorCode }[];
}

/** dashboard/claims/create's form: what happened, when, who to talk to, and the documents. */
export function ClaimReportForm({
  policies,
  initial,
  onReported,
}: {
  policies: readonly PolicyOption[];
  initial: ClaimForm;
  onReported: (reported: Reported) => void;
}) {
  const { api, locale } = usePlatform();
  const today = () => businessToday(locale.country);
  const report = useReportClaim();
  const [files, setFiles] = useState<File[]>([]);
  // One key per report: a double click or a retry after a lost answer is still one claim.
  const requestKey = useRef(crypto.randomUUID());
  const productOf = (id: string) => policies.find((candidate) => candidate.id === id)?.product as Product | undefined;
  const form = usePlatformForm<ClaimForm>({
    defaultValues: initial,
    rules: (values) => claimFormProblems(locale.country)(values, productOf(values.policy_id)),
    messageFor: claimFormMessage,
  });
  const [policyId, type] = useWatch({ control: form.control, name: ['policy_id', 'type'] });
  const policy = policies.find((candidate) => candidate.id === policyId);
  // Only the types the policy's product covers (shared/domain); none until a policy is chosen.
  const types = policy ? claimTypesFor(policy.product as Product) : [];
  const typeCovered = !type || types.includes(type as ClaimType);
  useEffect(() => {
    // Another policy whose product does not cover the chosen type: the person chooses again.
    if (!typeCovered) form.setValue('type', '');
  }, [typeCovered, form]);
  const window = policy
    ? claimsMadeWindow({ starts_on: policy.effective_date, ends_on: policy.expiry_date }, today())
    : null;
  const label = useText();

  const onSubmit = form.submit(async (values) => {
    const claim = await report.mutateAsync({
      ...values,
      type: values.type as ClaimType,
      request_key: requestKey.current,
    });
    const failedFiles: Reported['failedFiles'] = [];
    for (const file of files)
      await uploadClaimFile(api, claim.id, file).catch((refusal: unknown) => {
        failedFiles.push({ name: file.name, code: errorCodeOf(refusal) });
      });
    onReported({ ...claim, failedFiles });
  });

  return (
    <Card padding="lg">
      <Stack as="form" gap={5} onSubmit={onSubmit} noValidate aria-labelledby="claim-create-title">
        <FormError code={form.formError} />
        <FormSection legend={label('claims.form.section.what')}>
          <SelectField
            label={label('claims.form.policy')}
            required
            {...form.select('policy_id')}
            error={form.errorText('policy_id')}
          >
            <option value="">{label('claims.form.choosePolicy')}</option>
            {policies.map((option) => (
              <option key={option.id} value={option.id}>
                {`${label(`claims.product.${option.product}`)} · ${option.policy_number}`}
              </option>
            ))}
          </SelectField>
          {window && window !== 'WITHIN_PERIOD' && (
            <Notice type={window === 'OUTSIDE' ? 'warn' : 'info'} title={label(`claims.window.${window}`)} />
          )}
          <SelectField
            label={label('claims.form.type')}
            required
            {...form.select('type')}
            error={form.errorText('type')}
          >
            <option value="">{label('claims.form.chooseType')}</option>
            {types.map((option) => (
              <option key={option} value={option}>
                {label(`claims.type.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={label('claims.form.description')} required rows={5} {...form.field('description')} />
          <TextField
            label={label('claims.form.occurredOn')}
            type="date"
            required
            max={today()}
            {...form.field('occurred_on')}
          />
          <TextField
            label={label('claims.form.learnedOn')}
            type="date"
            required
            max={today()}
            {...form.field('learned_on')}
          />
        </FormSection>
        <FormSection
          legend={label('claims.form.section.contact')}
          description={label('claims.form.section.contactHint')}
        >
          <TextField
            label={label('claims.form.contactName')}
            required
            autoComplete="name"
            {...form.field('contact_name')}
          />
          <TextField
            label={label('claims.form.contactEmail')}
            type="email"
            required
            autoComplete="email"
            {...form.field('contact_email')}
          />
          <TextField
            label={label('claims.form.contactPhone')}
            type="tel"
            autoComplete="tel"
            {...form.field('contact_phone')}
          />
        </FormSection>
        <FilePicker label={label('claims.form.files')} files={files} onChange={setFiles} />
        <Cluster>
          <Button type="submit" loading={form.busy} disabled={form.busy}>
            <FormattedMessage id="claims.form.submit" />
          </Button>
        </Cluster>
      </Stack>
    </Card>
  );
}
