// The shapes every screen of this remote reads a claim in, from the typed client.
import type { paths } from '@platform/api-client';

/** One claim with its timeline and documents, as the API answers it (customer or operations). */
export type ClaimDetail = paths['/v3/claims/{id}']['get']['responses'][200]['content']['application/json'];
export type ClaimTimelineEntry = ClaimDetail['timeline'][number];
export type ClaimFile = ClaimDetail['files'][number];
