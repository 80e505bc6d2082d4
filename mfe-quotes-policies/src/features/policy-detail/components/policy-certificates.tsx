import { useState } from 'react';
import type { FieldProblem } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { FormError, QueryList, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Cluster, ConfirmModal, Section, Stack, StatusBadge, Table, TextField } from '@platform/ui';
import {
  useCreateCertificate,
  usePolicyCertificates,
  useRevokeCertificate,
  type PolicyCertificate,
} from '../api/policy-certificates';

interface CertificateForm {
  holder_name: string;
}

const holderProblems = (values: CertificateForm): FieldProblem[] =>
  values.holder_name.trim() ? [] : [{ field: 'holder_name', code: 'REQUIRED' }];

/**
 * The policy's certificates (spec: certificate sharing): one per holder who asked for proof of
 * cover, each at its own public address that shows, live, whether the policy is in force; revoking
 * one makes its page say so. An expired policy makes no new ones.
 */
export function PolicyCertificates({ policyId, expired }: { policyId: string; expired: boolean }) {
  const { locale } = usePlatform();
  const text = useText();
  const certificates = usePolicyCertificates(policyId);
  const create = useCreateCertificate(policyId);
  const revoke = useRevokeCertificate(policyId);
  const [revoking, setRevoking] = useState<PolicyCertificate | null>(null);
  const form = usePlatformForm<CertificateForm>({
    defaultValues: { holder_name: '' },
    rules: holderProblems,
    messageFor: () => 'certificates.holderRequired',
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async (values) => {
    await create.mutateAsync(values.holder_name.trim());
    return { holder_name: '' };
  });

  return (
    <Section title={text('certificates.title')} description={text('certificates.text')}>
      <Stack gap={5}>
        <QueryList query={certificates} items={(data) => data.items} empty={<p>{text('certificates.empty')}</p>}>
          {(items) => (
            <Table
              caption={text('certificates.caption')}
              columns={[
                { key: 'holder', header: text('certificates.holder') },
                { key: 'created', header: text('certificates.created'), kind: 'date' },
                { key: 'status', header: text('certificates.status') },
                { key: 'actions', header: text('certificates.actions'), kind: 'action' },
              ]}
              rows={items.map((certificate) => ({
                key: certificate.id,
                cells: {
                  holder: certificate.holder_name,
                  created: formatDate(certificate.created_at, locale),
                  status: (
                    <StatusBadge
                      status={certificate.status === 'VALID' ? 'ACTIVE' : 'EXPIRED'}
                      label={text(`certificates.status.${certificate.status}`)}
                    />
                  ),
                  actions:
                    certificate.status === 'VALID' ? (
                      <Cluster gap={2}>
                        <a
                          className="ui-button ui-button--secondary"
                          href={certificate.public_url}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={text('certificates.openLabel', { holder: certificate.holder_name })}
                        >
                          {text('certificates.open')}
                        </a>
                        <Button
                          variant="secondary"
                          onClick={() => setRevoking(certificate)}
                          aria-label={text('certificates.revokeLabel', { holder: certificate.holder_name })}
                        >
                          {text('certificates.revoke')}
                        </Button>
                      </Cluster>
                    ) : (
                      text('certificates.revokedOn', { date: formatDate(certificate.revoked_at ?? '', locale) })
                    ),
                },
              }))}
            />
          )}
        </QueryList>
        {expired ? (
          <p>{text('certificates.expired')}</p>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={text('certificates.create')}>
            <Stack gap={3}>
              <FormError code={form.formError} />
              <TextField
                label={text('certificates.holderName')}
                hint={text('certificates.holderHint')}
                required
                autoComplete="organization"
                {...form.field('holder_name')}
              />
              <div>
                <Button type="submit" variant="secondary" loading={form.busy}>
                  {text('certificates.create')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
      <ConfirmModal
        open={revoking !== null}
        title={text('certificates.revokeTitle')}
        body={text('certificates.revokeBody', { holder: revoking?.holder_name ?? '' })}
        confirmLabel={text('certificates.revoke')}
        cancelLabel={text('certificates.cancel')}
        danger
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
        }}
      />
    </Section>
  );
}
