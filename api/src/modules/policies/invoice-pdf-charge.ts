// How to pay an open invoice, printed on its PDF (invoice-pdf.ts): in reais the Pix QR code and code
// and the boleto with its barcode (only the boleto has one); elsewhere the invoice's country's
// method (issue 28): the SPEI transfer's CLABE, reference and concept, the ACH transfer's routing
// and account numbers and reference, or PSE's address.
import { formatBoletoLine, formatClabe, type BankTransfer, type Language } from '@platform/domain';

/** What the PDF prints of a charge. */
export interface InvoiceChargeImages {
  pix: { code: string; qr_png: Buffer } | null;
  boleto: { line: string; barcode_png: Buffer } | null;
  transfer: BankTransfer | null;
}

const WORDS: Record<Language, Record<string, string>> = {
  pt: {
    pix: 'Pix: código copia e cola',
    boleto: 'Boleto: linha digitável',
    scan: 'Aponte a câmera do app do seu banco para o QR code, ou copie o código.',
    SPEI: 'Transferência SPEI',
    ACH: 'Transferência ACH',
    PSE: 'Pagar com PSE',
    beneficiary: 'Beneficiário',
    bank: 'Banco',
    clabe: 'CLABE',
    reference: 'Referência numérica',
    concept: 'Conceito',
    routing: 'Número de roteamento (ABA)',
    account: 'Conta',
    achReference: 'Referência',
    pseUrl: 'Endereço',
  },
  en: {
    pix: 'Pix: copy-and-paste code',
    boleto: 'Boleto: digitable line',
    scan: "Point your bank app's camera at the QR code, or copy the code.",
    SPEI: 'SPEI transfer',
    ACH: 'ACH transfer',
    PSE: 'Pay with PSE',
    beneficiary: 'Beneficiary',
    bank: 'Bank',
    clabe: 'CLABE',
    reference: 'Numeric reference',
    concept: 'Concept',
    routing: 'Routing number (ABA)',
    account: 'Account number',
    achReference: 'Reference',
    pseUrl: 'Address',
  },
  es: {
    pix: 'Pix: código copia y pega',
    boleto: 'Boleto: línea digitable',
    scan: 'Apunte la cámara de la app de su banco al código QR, o copie el código.',
    SPEI: 'Transferencia SPEI',
    ACH: 'Transferencia ACH',
    PSE: 'Pagar con PSE',
    beneficiary: 'Beneficiario',
    bank: 'Banco',
    clabe: 'CLABE',
    reference: 'Referencia numérica',
    concept: 'Concepto',
    routing: 'Número de ruta (ABA)',
    account: 'Número de cuenta',
    achReference: 'Referencia',
    pseUrl: 'Dirección',
  },
};

// Codes and numbers in a fixed-width face, so a payer copying them by eye can count the characters;
// the barcode at FEBRABAN's height (13 mm).
export function printCharge(doc: PDFKit.PDFDocument, charge: InvoiceChargeImages, language: Language) {
  const words = WORDS[language];
  const left = doc.page.margins.left;
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Courier').text(value);
  if (charge.pix) {
    doc.moveDown().font('Helvetica-Bold').text(words.pix!);
    doc.font('Helvetica').fontSize(9).text(words.scan!);
    const qrTop = doc.y + 4;
    doc.image(charge.pix.qr_png, left, qrTop, { width: 120 });
    doc.y = qrTop + 126;
    doc.x = left;
    doc.font('Courier').fontSize(8).text(charge.pix.code, { lineBreak: true });
  }
  if (charge.boleto) {
    doc.moveDown().font('Helvetica-Bold').fontSize(11).text(words.boleto!);
    doc.font('Courier').fontSize(11).text(formatBoletoLine(charge.boleto.line));
    const barTop = doc.y + 6;
    doc.image(charge.boleto.barcode_png, left, barTop, { width: 103 * 2.83465, height: 13 * 2.83465 });
    doc.y = barTop + 13 * 2.83465 + 6;
    doc.x = left;
  }
  const transfer = charge.transfer;
  if (transfer) {
    doc.moveDown().font('Helvetica-Bold').fontSize(11).text(words[transfer.method]!);
    if (transfer.method === 'SPEI') {
      line(words.beneficiary!, transfer.beneficiary);
      line(words.bank!, transfer.bank);
      line(words.clabe!, formatClabe(transfer.clabe));
      line(words.reference!, transfer.reference);
      line(words.concept!, transfer.concept);
    } else if (transfer.method === 'ACH') {
      line(words.beneficiary!, transfer.beneficiary);
      line(words.bank!, transfer.bank);
      line(words.routing!, transfer.routing_number);
      line(words.account!, transfer.account_number);
      line(words.achReference!, transfer.reference);
    } else line(words.pseUrl!, transfer.bank_url);
  }
  doc.font('Helvetica');
}
