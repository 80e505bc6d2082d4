import { inflateSync } from 'node:zlib';

/**
 * The lines of text a PDF made by pdfkit shows: its content streams inflated (Flate) and the hex
 * runs of each `TJ` joined (kerning splits a line into runs). Enough to check what a document says.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, body] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    for (const [, runs] of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...runs!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
      );
  }
  return lines.join('\n');
}
