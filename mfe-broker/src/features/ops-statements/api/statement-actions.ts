import { unwrap, type ApiClient, type paths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';

type Json<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
export type IssueBody = Json<'/v3/operations/commission-statements'>;
export type DecisionBody = Json<'/v3/operations/commission-statements/{id}/fiscal-note-decision'>;

/** Issues (or recomputes, while no note was sent) a brokerage's statements of a month, one per currency. */
export const issueStatement = (api: ApiClient, body: IssueBody) =>
  unwrap(api.POST('/v3/operations/commission-statements', { body }));

/** Approves the statement's note, or asks the brokerage to act on it with a reason; at the version read. */
export const decideNote = (api: ApiClient, id: string, body: DecisionBody) =>
  unwrap(
    api.POST('/v3/operations/commission-statements/{id}/fiscal-note-decision', { params: { path: { id } }, body }),
  );

/** Records that the statement (its note approved) was paid; at the version read. */
export const payStatement = (api: ApiClient, id: string, version: number) =>
  unwrap(
    api.POST('/v3/operations/commission-statements/{id}/payment', { params: { path: { id } }, body: { version } }),
  );

const useStatementMutation = <V>(mutationFn: (api: ApiClient, variables: V) => Promise<unknown>) => {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => mutationFn(api, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['commission-statements'] }),
  });
};

export const useIssueStatement = () => useStatementMutation((api, body: IssueBody) => issueStatement(api, body));
export const useDecideNote = () =>
  useStatementMutation((api, { id, ...body }: DecisionBody & { id: string }) => decideNote(api, id, body));
export const usePayStatement = () =>
  useStatementMutation((api, { id, version }: { id: string; version: number }) => payStatement(api, id, version));
