// The independent boleto validator the domain's tests check our lines with (it ships no types).
declare module 'boleto-brasileiro-validator' {
  export function boletoBancarioCodigoBarras(barcode: string): boolean;
  export function boletoBancarioLinhaDigitavel(line: string, checkFields?: boolean): boolean;
}
