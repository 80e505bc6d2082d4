import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePlatform, useQueryClient } from '@platform/remote-kit';
import { finishApplicationForm } from '../../lib/application-form-api';

/**
 * Finishes a form (it goes to underwriting, which decides at once) and shows the outcome: the
 * success screen for this form (quotes ready, or referred with its deadline), or the rejection
 * when every product was declined.
 */
export function useFinishForm(id: string) {
  const { api, locale } = usePlatform();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(
    async (version: number) => {
      const finished = await finishApplicationForm(api, id, { version, language: locale.language });
      await client.invalidateQueries({ queryKey: ['application-forms'] });
      navigate(
        finished.status === 'REJECTED'
          ? `/${locale.country}/${locale.language}/ipaf-rejected`
          : `/ipaf/success?user_form_id=${encodeURIComponent(id)}`,
      );
    },
    [api, id, locale.country, locale.language, client, navigate],
  );
}
