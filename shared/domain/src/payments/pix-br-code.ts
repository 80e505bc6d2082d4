// The Pix copy-and-paste code (BR Code): an EMV QRCPS merchant-presented payload as the Central
// Bank's "Manual de Padrões para Iniciação do Pix" lays it out. Each field is ID (2 digits), length
// (2 digits) and value; the Pix key sits in the merchant account template 26 under the GUI
// br.gov.bcb.pix, the invoice's transaction id in template 62 (05), and field 63 closes the code
// with a CRC16-CCITT-FALSE of everything before it (its own "6304" included). Written from the
// standard (no maintained package generates it without an HTTP client); pix-utils parses what this
// writes in the tests, as an independent reader.

/** A static Pix charge with a fixed amount: what an invoice's QR code and copy-and-paste code carry. */
export interface PixCharge {
  /** The receiver's Pix key (random key, e-mail, phone or CNPJ). */
  key: string;
  /** The receiver's name as the payer's bank shows it (at most 25 characters are kept). */
  merchantName: string;
  /** The receiver's city (at most 15 characters are kept). */
  merchantCity: string;
  /** The amount in cents (the payer's app cannot change it). */
  amountCents?: number;
  /** The transaction id that ties the payment to the invoice: 1 to 25 letters and digits, or "***". */
  txid: string;
}

const GUI = 'br.gov.bcb.pix';
/** A static code's txid: the manual allows 25 letters and digits ("***" when there is none). */
export const PIX_TXID_PATTERN = /^(?:[A-Za-z0-9]{1,25}|\*\*\*)$/;

const field = (id: string, value: string) => {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

// The payer's bank prints these: plain ASCII keeps them readable on every app.
const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);

/** CRC16-CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final xor), as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Cents as the BR Code writes an amount: "1234.56". */
const pixAmount = (cents: number) => {
  if (!Number.isInteger(cents) || cents <= 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** The BR Code of a Pix charge: the copy-and-paste code, and what its QR code holds. */
export function pixBrCode(charge: PixCharge): string {
  if (!PIX_TXID_PATTERN.test(charge.txid)) throw new RangeError(`not a Pix txid: ${charge.txid}`);
  const payload = [
    field('00', '01'),
    field('26', field('00', GUI) + field('01', charge.key)),
    field('52', '0000'),
    field('53', '986'),
    charge.amountCents === undefined ? '' : field('54', pixAmount(charge.amountCents)),
    field('58', 'BR'),
    field('59', ascii(charge.merchantName, 25)),
    field('60', ascii(charge.merchantCity, 15)),
    field('62', field('05', charge.txid)),
    '6304',
  ].join('');
  return payload + crc16CcittFalse(payload);
}

/** True when the code's last four characters are the CRC of the rest (a code copied whole). */
export const hasValidPixCrc = (code: string) =>
  /^.+6304[0-9A-F]{4}$/.test(code) && crc16CcittFalse(code.slice(0, -4)) === code.slice(-4);
