import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Cluster, Notice, SelectField, Stack } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { useAssignKam } from '../api/kam-assignment';

interface KamChoice {
  kam_id: string;
}
const choiceOf = (current: unknown): KamChoice => ({ kam_id: (current as { kam_id: string | null }).kam_id ?? '' });

/**
 * Operations choose the brokerage's KAM ("none" withdraws it). A change someone made meanwhile is
 * refused (409) with the catalogue's text; the assignment is read again, so saving once more
 * (the choice kept) replaces theirs knowingly.
 */
export function KamAssignmentForm({
  brokerId,
  assignment,
  kams,
}: {
  brokerId: string;
  assignment: { kam_id: string | null; version: number };
  kams: readonly { id: string; name: string; email: string }[];
}) {
  const intl = useIntl();
  const assign = useAssignKam(brokerId);
  const [saved, setSaved] = useState(false);
  const form = usePlatformForm<KamChoice>({ defaultValues: choiceOf(assignment) });
  const onSubmit = form.submit(async ({ kam_id }) => {
    setSaved(false);
    const result = await assign.mutateAsync({ kam_id: kam_id || null, version: assignment.version });
    setSaved(true);
    return choiceOf(result);
  });
  return (
    <Stack
      as="form"
      gap={3}
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'broker.ops.kam.title' })}
    >
      {saved && <Notice type="success" title={intl.formatMessage({ id: 'broker.ops.kam.saved' })} />}
      <FormError code={form.formError} />
      <SelectField
        label={intl.formatMessage({ id: 'broker.ops.kam.field' })}
        error={form.errorText('kam_id')}
        {...form.select('kam_id')}
      >
        <option value="">{intl.formatMessage({ id: 'broker.ops.kam.none' })}</option>
        {kams.map((kam) => (
          <option key={kam.id} value={kam.id}>
            {`${kam.name} · ${kam.email}`}
          </option>
        ))}
      </SelectField>
      <Cluster>
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          <FormattedMessage id="broker.ops.kam.save" />
        </Button>
      </Cluster>
    </Stack>
  );
}
