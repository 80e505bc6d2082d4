import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it('takes out a right-to-left override, so the name reads as what it is', () => {
    // Shown as "invoice-exe.pdf" by a browser, it is really a name ending in ".exe".
    expect(cleanFileName('invoice-\u202Efdp.exe')).toBe('invoice-fdp.exe');
  });

  it('takes out every bidirectional control: embeddings, isolates and marks', () => {
    expect(cleanFileName('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck.pdf')).toBe(
      'abcdefghijk.pdf',
    );
  });

  it('takes out control characters (NUL, line breaks, tab, DEL, C1) and line separators', () => {
    expect(cleanFileName('com\u0000pro\r\nvan\tte\u007F\u0085\u2028.pdf')).toBe('comprovante.pdf');
  });

  it('turns path separators into underscores and keeps accents and spaces', () => {
    expect(cleanFileName('../Comprovante de endereço\\março.pdf')).toBe('.._Comprovante de endereço_março.pdf');
  });

  it('answers the fallback when nothing readable is left', () => {
    expect(cleanFileName('\u202E\u0000 ')).toBe('document');
    expect(cleanFileName('\u2066', 'arquivo')).toBe('arquivo');
  });
});
