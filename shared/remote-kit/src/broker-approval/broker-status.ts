import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform } from '../platform-context';

/** The signed-in user's brokerage status, read fresh so an approval shows at once (GET /v3/me). */
export const getBrokerStatus = async (api: ApiClient) => (await unwrap(api.GET('/v3/me'))).broker?.status ?? null;

/** What is left of the brokerage's registration: the steps not done yet, and whether it was sent. */
export const getRegistrationProgress = async (api: ApiClient) => {
  const registration = await unwrap(api.GET('/v3/broker/registration'));
  return {
    completedSteps: registration.completed_steps,
    nextStep: registration.next_step ?? null,
    submitted: Boolean(registration.submitted_at),
  };
};

export const getBrokerStatusQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['broker-status'], queryFn: () => getBrokerStatus(api) });

export function useBrokerStatus() {
  const { api } = usePlatform();
  return useQuery(getBrokerStatusQuery(api));
}

export const getRegistrationProgressQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['broker-registration'], queryFn: () => getRegistrationProgress(api) });

export function useRegistrationProgress() {
  const { api } = usePlatform();
  return useQuery(getRegistrationProgressQuery(api));
}
