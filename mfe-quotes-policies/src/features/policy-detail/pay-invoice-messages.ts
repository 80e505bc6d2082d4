import type { Messages } from '@platform/i18n';

/** Paying an invoice yourself by Pix or boleto (docs/payments.md, "Paying by Pix or boleto"). */
export const payInvoiceMessages: Messages = {
  pt: {
    'pay.button': 'Pagar',
    'pay.buttonLabel': 'Pagar a fatura {number}',
    'pay.title': 'Pagar a fatura {number}',
    'pay.summary': '{amount}, vencimento em {due}.',
    'pay.pix.title': 'Pix',
    'pay.pix.text':
      'Aponte a câmera do app do seu banco para o QR code, ou copie o código e cole na opção Pix copia e cola.',
    'pay.pix.qr': 'QR code Pix da fatura {number}',
    'pay.pix.code': 'Código Pix copia e cola',
    'pay.pix.copy': 'Copiar código Pix',
    'pay.boleto.title': 'Boleto',
    'pay.boleto.text':
      'Pague a linha digitável no app ou internet banking do seu banco, ou baixe a fatura em PDF com o código de barras.',
    'pay.boleto.line': 'Linha digitável do boleto',
    'pay.boleto.copy': 'Copiar linha digitável',
    'pay.copied': 'Copiado.',
    'pay.copyFailed': 'Não foi possível copiar. Selecione o texto e copie.',
    'pay.devBank': 'Pagar no banco de desenvolvimento',
    'pay.waiting': 'Assim que o banco confirmar, a fatura aparece como paga aqui, sem recarregar a página.',
    'pay.paid': 'Pagamento recebido. Obrigado!',
    'pay.close': 'Fechar',
  },
  en: {
    'pay.button': 'Pay',
    'pay.buttonLabel': 'Pay invoice {number}',
    'pay.title': 'Pay invoice {number}',
    'pay.summary': '{amount}, due on {due}.',
    'pay.pix.title': 'Pix',
    'pay.pix.text':
      "Point your bank app's camera at the QR code, or copy the code and paste it into Pix copy and paste.",
    'pay.pix.qr': 'Pix QR code of invoice {number}',
    'pay.pix.code': 'Pix copy-and-paste code',
    'pay.pix.copy': 'Copy Pix code',
    'pay.boleto.title': 'Boleto',
    'pay.boleto.text':
      "Pay the digitable line in your bank's app or online banking, or download the invoice PDF with the barcode.",
    'pay.boleto.line': 'Boleto digitable line',
    'pay.boleto.copy': 'Copy digitable line',
    'pay.copied': 'Copied.',
    'pay.copyFailed': 'It could not be copied. Select the text and copy it.',
    'pay.devBank': 'Pay on the development bank',
    'pay.waiting': 'As soon as the bank confirms, the invoice shows as paid here, without reloading the page.',
    'pay.paid': 'Payment received. Thank you!',
    'pay.close': 'Close',
  },
  es: {
    'pay.button': 'Pagar',
    'pay.buttonLabel': 'Pagar la factura {number}',
    'pay.title': 'Pagar la factura {number}',
    'pay.summary': '{amount}, vence el {due}.',
    'pay.pix.title': 'Pix',
    'pay.pix.text':
      'Apunte la cámara de la app de su banco al código QR, o copie el código y péguelo en Pix copia y pega.',
    'pay.pix.qr': 'Código QR Pix de la factura {number}',
    'pay.pix.code': 'Código Pix copia y pega',
    'pay.pix.copy': 'Copiar código Pix',
    'pay.boleto.title': 'Boleto',
    'pay.boleto.text':
      'Pague la línea digitable en la app o banca en línea de su banco, o descargue la factura en PDF con el código de barras.',
    'pay.boleto.line': 'Línea digitable del boleto',
    'pay.boleto.copy': 'Copiar línea digitable',
    'pay.copied': 'Copiado.',
    'pay.copyFailed': 'No se pudo copiar. Seleccione el texto y cópielo.',
    'pay.devBank': 'Pagar en el banco de desarrollo',
    'pay.waiting': 'En cuanto el banco confirme, la factura aparece como pagada aquí, sin recargar la página.',
    'pay.paid': 'Pago recibido. ¡Gracias!',
    'pay.close': 'Cerrar',
  },
};
