import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CYBER_SEVERITIES, RISK_LEVELS } from '@platform/domain';
import { Button, Card, Cluster, FormSection, Notice, SelectField, Stack, TextAreaField, TextField } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { useFieldArray, usePlatformForm } from '@platform/remote-kit/forms';
import { usePublishReport, type OperationsRequest } from '../api/operations-request';
import { EMPTY_FINDING, EMPTY_PUBLISH, publishProblems, toPublishBody, type PublishValues } from '../publish-form';

/** Operations publish a report: score, risk level (by default from the score), summary and findings. */
export function PublishReportForm({ request }: { request: OperationsRequest }) {
  const intl = useIntl();
  const publish = usePublishReport(request.id);
  const [published, setPublished] = useState(false);
  const form = usePlatformForm<PublishValues>({ defaultValues: EMPTY_PUBLISH, rules: publishProblems });
  const findings = useFieldArray({ control: form.control, name: 'findings' });
  const onSubmit = form.submit(async (values) => {
    setPublished(false);
    await publish.mutateAsync(toPublishBody(values, request.version));
    setPublished(true);
    return EMPTY_PUBLISH;
  });

  return (
    <Card as="section" aria-labelledby="ops-publish-title">
      <Stack as="form" gap={4} onSubmit={onSubmit} noValidate aria-labelledby="ops-publish-title">
        <h2 id="ops-publish-title">
          <FormattedMessage id="cyber.ops.publish.title" />
        </h2>
        {published && (
          <div role="status">
            <Notice type="success" title={intl.formatMessage({ id: 'cyber.ops.publish.done' })} />
          </div>
        )}
        <FormError code={form.formError} />
        <div className="ui-grid">
          <TextField
            label={intl.formatMessage({ id: 'cyber.ops.publish.score' })}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            required
            {...form.field('score')}
          />
          <SelectField
            label={intl.formatMessage({ id: 'cyber.ops.publish.risk' })}
            error={form.errorText('risk_level')}
            {...form.select('risk_level')}
          >
            <option value="">{intl.formatMessage({ id: 'cyber.ops.publish.riskAuto' })}</option>
            {RISK_LEVELS.map((level) => (
              <option key={level} value={level}>
                {intl.formatMessage({ id: `cyber.risk.${level}` })}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={intl.formatMessage({ id: 'cyber.ops.publish.summary' })}
          maxLength={2000}
          {...form.field('summary')}
        />
        {findings.fields.map((item, index) => {
          const n = index + 1;
          return (
            <Card key={item.id} tone="muted">
              <FormSection legend={<FormattedMessage id="cyber.ops.publish.finding" values={{ n }} />}>
                <div className="ui-grid">
                  <SelectField
                    label={intl.formatMessage({ id: 'cyber.findings.severity' })}
                    error={form.errorText(`findings.${index}.severity`)}
                    {...form.register(`findings.${index}.severity`)}
                  >
                    {CYBER_SEVERITIES.map((severity) => (
                      <option key={severity} value={severity}>
                        {intl.formatMessage({ id: `cyber.severity.${severity}` })}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    label={intl.formatMessage({ id: 'cyber.ops.publish.port' })}
                    inputMode="numeric"
                    {...form.field(`findings.${index}.port`)}
                  />
                  <TextField
                    label={intl.formatMessage({ id: 'cyber.ops.publish.service' })}
                    required
                    maxLength={100}
                    {...form.field(`findings.${index}.service`)}
                  />
                  <TextField
                    label={intl.formatMessage({ id: 'cyber.ops.publish.findingTitle' })}
                    required
                    maxLength={200}
                    {...form.field(`findings.${index}.title`)}
                  />
                </div>
                <TextAreaField
                  label={intl.formatMessage({ id: 'cyber.ops.publish.advice' })}
                  required
                  maxLength={2000}
                  {...form.field(`findings.${index}.advice`)}
                />
                <div>
                  <Button type="button" variant="secondary" onClick={() => findings.remove(index)}>
                    <FormattedMessage id="cyber.ops.publish.remove" values={{ n }} />
                  </Button>
                </div>
              </FormSection>
            </Card>
          );
        })}
        <Cluster gap={2}>
          <Button type="button" variant="secondary" onClick={() => findings.append({ ...EMPTY_FINDING })}>
            <FormattedMessage id="cyber.ops.publish.add" />
          </Button>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="cyber.ops.publish.submit" />
          </Button>
        </Cluster>
      </Stack>
    </Card>
  );
}
