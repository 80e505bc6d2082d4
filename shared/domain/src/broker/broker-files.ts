import type { ErrorCode } from '../errors/error-codes';

/** Documents a brokerage sends with its registration. */
export const BROKER_FILE_KINDS = ['REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS', 'BANK_PROOF'] as const;
export type BrokerFileKind = (typeof BROKER_FILE_KINDS)[number];
export const isBrokerFileKind = (value: unknown): value is BrokerFileKind =>
  (BROKER_FILE_KINDS as readonly unknown[]).includes(value);

/** Largest file accepted, checked by the form before sending and by the API on what arrives. */
export const BROKER_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const BROKER_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type BrokerFileType = (typeof BROKER_FILE_TYPES)[number];
/** For the file picker's `accept`: a hint only, the content decides. */
export const BROKER_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * The file's real type from its first bytes (magic numbers), or null: a renamed `.exe` stays
 * refused whatever its name or declared type says.
 */
export function sniffFileType(bytes: Uint8Array): BrokerFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The catalogue code for a file about to be sent or just received, or null when it is acceptable. */
export function brokerFileProblem(
  size: number,
  firstBytes: Uint8Array,
): Extract<ErrorCode, 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED'> | null {
  if (size > BROKER_FILE_MAX_BYTES) return 'FILE_TOO_LARGE';
  if (size === 0 || !sniffFileType(firstBytes)) return 'FILE_TYPE_NOT_ALLOWED';
  return null;
}
