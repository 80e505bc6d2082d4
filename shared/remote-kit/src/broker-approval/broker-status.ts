import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMe, type Me } from '../get-me';
import { usePlatform } from '../platform-context';

const brokerStatusOf = (me: Me) => me.broker?.status ?? null;

/** The signed-in user's brokerage status, from the remote's one `/v3/me` query (`useMe`). */
export function useBrokerStatus() {
  return useMe(brokerStatusOf);
}

/** What is left of the brokerage's registration: the steps not done yet, and whether it was sent. */
export const getRegistrationProgress = async (api: ApiClient) => {
  const registration = await unwrap(api.GET('/v3/broker/registration'));
  return {
    completedSteps: registration.completed_steps,
    nextStep: registration.next_step ?? null,
    submitted: Boolean(registration.submitted_at),
  };
};

export const getRegistrationProgressQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['broker-registration'], queryFn: () => getRegistrationProgress(api) });

export function useRegistrationProgress() {
  const { api } = usePlatform();
  return useQuery(getRegistrationProgressQuery(api));
}
