import { inflateSync } from 'node:zlib';

// Windows-1252's own characters in 0x80-0x9F (Node's decoder for that label is plain Latin-1).
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) => Array.from(bytes, (byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The lines of text a PDF made by pdfkit shows: its content streams inflated (Flate) and the hex
 * runs of each `TJ` joined (kerning splits a line into runs). Enough to check what a document says.
 * pdfkit's standard fonts write WinAnsi (Windows-1252): an en dash is byte 0x96, not a C1 control.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  // pdfkit writes `stream\n<bytes>\nendstream`: no optional \r, which took a compressed stream's
  // last byte when it happened to be 0x0D (1 in 256), so its text was lost and a test failed.
  for (const [, body] of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    for (const [, runs] of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...runs!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => winAnsi(Buffer.from(hex!, 'hex'))).join(''));
  }
  return lines.join('\n');
}
