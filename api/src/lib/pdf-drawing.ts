// Drawing shapes the platform's PDFs share (pdfkit), so their fields and titles look alike and
// their fonts and sizes are decided once.

/** "Label: value" on one line, the label in bold. */
export function drawField(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

/** A label in bold above its value, for long values (hashes, user agents), then a small gap. */
export function drawStackedField(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').fontSize(10).text(label);
  doc.font('Helvetica').text(value);
  doc.moveDown(0.4);
}

/** A document's or a page's title, in bold. */
export function drawTitle(doc: PDFKit.PDFDocument, text: string, size = 18): void {
  doc.font('Helvetica-Bold').fontSize(size).text(text);
}
