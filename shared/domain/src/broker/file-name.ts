// An uploaded file's name is text a stranger chose and other people read (operations reviewing a
// registration, the download's file name). Bidirectional controls can make "invoice‮fdp.exe" read
// as "invoiceexe.pdf", and control characters break headers and logs, so both are taken out.

/** Bidi embeddings, overrides, isolates and marks (Unicode property Bidi_Control). */
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;
/** C0 and C1 controls, DEL, and the line and paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
/** Path separators: a name is never a path. */
const SEPARATORS = /[\\/]/g;

/** What is left of `name` to store and show, or `fallback` when nothing readable is. */
export function cleanFileName(name: string, fallback = 'document'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS, '')
    .replace(SEPARATORS, '_')
    .trim();
  return cleaned || fallback;
}
