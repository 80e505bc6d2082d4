/**
 * What a live update (server-sent event `{ topic, id, version }`, on the event bus as
 * `live:update`) can be about. The API publishes these; screens listen for them.
 */
export const LIVE_TOPICS = {
  /** An application questionnaire (IPAF) was saved: `id` is the form, `version` its new version. */
  applicationForm: 'application-form',
  /**
   * An account's quotes changed (the underwriting desk published or declined; a checkout was signed
   * or its policy issued): `id` is the account. Queries under `quotes` (the quotes home, a
   * checkout) read again.
   */
  quotes: 'quotes',
  /** A claim changed (reported, moved along its state machine, a message or a document): `id` is the claim. */
  claim: 'claim',
  /** A cyber assessment request or report changed (`id` the request or report): the account's screens refetch. */
  cyber: 'cyber',
} as const;

export type LiveTopic = (typeof LIVE_TOPICS)[keyof typeof LIVE_TOPICS];
