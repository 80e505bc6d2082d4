import type { Language } from '../locale';
import type { ErrorCode } from './error-codes';

/** The words users read for each catalogue code, in every interface language. */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: {
    pt: 'Alguns campos estão inválidos. Revise e tente novamente.',
    en: 'Some fields are invalid. Please review and try again.',
    es: 'Algunos campos no son válidos. Revíselos e intente de nuevo.',
  },
  AUTH_REQUIRED: {
    pt: 'Entre na sua conta para continuar.',
    en: 'Please sign in to continue.',
    es: 'Inicie sesión para continuar.',
  },
  TOKEN_INVALID: {
    pt: 'Sua sessão expirou. Entre novamente.',
    en: 'Your session has expired. Please sign in again.',
    es: 'Su sesión expiró. Inicie sesión de nuevo.',
  },
  INVALID_CREDENTIALS: {
    pt: 'E-mail ou senha incorretos.',
    en: 'Incorrect email or password.',
    es: 'Correo o contraseña incorrectos.',
  },
  FORBIDDEN: {
    pt: 'Você não tem permissão para acessar estes dados.',
    en: 'You do not have permission to access this data.',
    es: 'No tiene permiso para acceder a estos datos.',
  },
  NOT_FOUND: {
    pt: 'Não encontramos o que você procura.',
    en: 'We could not find what you are looking for.',
    es: 'No encontramos lo que busca.',
  },
  STALE_VERSION: {
    pt: 'Outra pessoa alterou estes dados. Recarregue para ver a versão atual.',
    en: 'Someone else changed this data. Reload to see the current version.',
    es: 'Otra persona cambió estos datos. Recargue para ver la versión actual.',
  },
  RATE_LIMITED: {
    pt: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    en: 'Too many attempts. Wait a moment and try again.',
    es: 'Demasiados intentos. Espere un momento e intente de nuevo.',
  },
  SIGN_IN_DELAYED: {
    pt: 'Muitas tentativas sem sucesso nesta conta. Tente de novo em alguns minutos ou use o link que enviamos por e-mail para redefinir a senha.',
    en: 'Too many failed attempts on this account. Try again in a few minutes, or use the link we e-mailed you to reset your password.',
    es: 'Demasiados intentos fallidos en esta cuenta. Intente de nuevo en unos minutos o use el enlace que le enviamos por correo para restablecer la contraseña.',
  },
  INTERNAL_ERROR: {
    pt: 'Há um erro inesperado. Tente novamente.',
    en: 'There is an unexpected error. Please try again.',
    es: 'Hay un error inesperado. Intente de nuevo.',
  },
  SERVICE_UNAVAILABLE: {
    pt: 'O serviço está indisponível no momento. Tente novamente em instantes.',
    en: 'The service is unavailable right now. Please try again shortly.',
    es: 'El servicio no está disponible ahora. Intente de nuevo en unos instantes.',
  },
  UNEXPECTED_ERROR: { pt: 'Há um erro inesperado', en: 'There is an unexpected error', es: 'Hay un error inesperado' },
  INTERACTION_EXPIRED: {
    pt: 'Sua tentativa de login expirou. Comece novamente.',
    en: 'Your sign-in attempt expired. Please start again.',
    es: 'Su intento de inicio de sesión expiró. Comience de nuevo.',
  },
  INVALID_JSON: {
    pt: 'Não conseguimos ler os dados enviados. Tente novamente.',
    en: 'We could not read the data sent. Please try again.',
    es: 'No pudimos leer los datos enviados. Intente de nuevo.',
  },
  INVALID_CHARACTERS: {
    pt: 'O texto contém caracteres não permitidos. Remova-os e tente novamente.',
    en: 'The text contains characters that are not allowed. Remove them and try again.',
    es: 'El texto contiene caracteres no permitidos. Elimínelos e intente de nuevo.',
  },
  REQUEST_TOO_LARGE: {
    pt: 'Os dados enviados são grandes demais.',
    en: 'The data sent is too large.',
    es: 'Los datos enviados son demasiado grandes.',
  },
  URI_TOO_LONG: {
    pt: 'O endereço é longo demais.',
    en: 'The address is too long.',
    es: 'La dirección es demasiado larga.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    pt: 'Formato de dados não aceito.',
    en: 'This data format is not accepted.',
    es: 'Formato de datos no aceptado.',
  },
  HEADERS_TOO_LARGE: {
    pt: 'A requisição tem cabeçalhos grandes demais. Limpe os cookies e tente novamente.',
    en: 'The request headers are too large. Clear your cookies and try again.',
    es: 'Los encabezados de la solicitud son demasiado grandes. Borre las cookies e intente de nuevo.',
  },
  EMAIL_ALREADY_REGISTERED: {
    pt: 'O e-mail já possui uma conta, tente outro e-mail.',
    en: 'The email already has an account, try another email.',
    es: 'El correo ya tiene una cuenta, intente con otro correo.',
  },
  BROKER_TAX_ID_IN_USE: {
    pt: 'O documento da corretora informado já está em uso.',
    en: 'The broker tax id provided is already in use.',
    es: 'La identificación fiscal del corredor ya está en uso.',
  },
  BROKER_EMAIL_IN_USE: {
    pt: 'O e-mail da corretora informado já está em uso.',
    en: 'The broker email provided is already in use.',
    es: 'El correo del corredor ya está en uso.',
  },
  EMAIL_NOT_ASSOCIATED: {
    pt: 'E-mail não associado a uma conta. Peça acesso ao administrador ou crie uma conta.',
    en: 'Email not associated with an account. Ask the administrator for access or create an account.',
    es: 'Correo no asociado a una cuenta. Solicite acceso al administrador o cree una cuenta.',
  },
  COMPANY_REGISTERED_WITH_OTHER_BROKER: {
    pt: 'Empresa já cadastrada por outra corretora. Fale com essa corretora ou com o suporte se for um erro.',
    en: 'Company already registered under another broker. Contact that broker, or support if this is an error.',
    es: 'Empresa ya registrada con otro corredor. Contacte a ese corredor, o a soporte si es un error.',
  },
  ACCOUNT_CREATION_FAILED: {
    pt: 'Erro ao criar a conta. Nossa equipe entrará em contato.',
    en: 'Account creation error. Our team will contact you.',
    es: 'Error al crear la cuenta. Nuestro equipo se pondrá en contacto.',
  },
  ACCOUNT_NOT_ACTIVE: {
    pt: 'Sua conta ainda não está ativa. Confirme seu e-mail.',
    en: 'Your account is not active yet. Please confirm your email.',
    es: 'Su cuenta aún no está activa. Confirme su correo.',
  },
  BROKER_PENDING_APPROVAL: {
    pt: 'Sua conta de corretora está em análise (cerca de 10 dias).',
    en: 'Your broker account is pending approval (about 10 days).',
    es: 'Su cuenta de corredor está pendiente de aprobación (unos 10 días).',
  },
  PASSWORD_RESET_REQUIRED: {
    pt: 'É necessário redefinir sua senha devido à migração de autenticação.',
    en: 'Password reset required due to authentication migration.',
    es: 'Debe restablecer su contraseña por la migración de autenticación.',
  },
  INVALID_TAX_ID: {
    pt: 'Identificação fiscal inválida.',
    en: 'Invalid tax identification.',
    es: 'Identificación fiscal inválida.',
  },
  INVALID_URL: { pt: 'URL inválida.', en: 'Invalid URL.', es: 'URL inválida.' },
  INVALID_EMAIL: {
    pt: 'O formato do e-mail é inválido.',
    en: 'The email format is invalid.',
    es: 'El formato del correo no es válido.',
  },
  INVALID_EMAIL_LIST: {
    pt: 'O formato de alguns e-mails está incorreto e o e-mail não pôde ser enviado.',
    en: 'The format of some emails is incorrect and the mail could not be sent.',
    es: 'El formato de algunos correos es incorrecto y no se pudo enviar.',
  },
  LINK_INVALID: {
    pt: 'Este link é inválido ou expirou. Peça um novo.',
    en: 'This link is invalid or has expired. Ask for a new one.',
    es: 'Este enlace no es válido o expiró. Solicite uno nuevo.',
  },
  FILE_TOO_LARGE: {
    pt: 'O arquivo é maior que o limite de 5 MB.',
    en: 'The file is larger than the 5 MB limit.',
    es: 'El archivo supera el límite de 5 MB.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    pt: 'Tipo de arquivo não permitido. Envie PDF, PNG ou JPEG.',
    en: 'File type not allowed. Send a PDF, PNG or JPEG.',
    es: 'Tipo de archivo no permitido. Envíe PDF, PNG o JPEG.',
  },
  PASSWORD_TOO_WEAK: {
    pt: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    en: 'The password must have at least 8 characters, with letters and numbers.',
    es: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
  },
  ACCOUNT_ALREADY_EXISTS: {
    pt: 'Já existe uma conta com esta identificação fiscal. Peça acesso ao administrador dela.',
    en: 'An account with this tax id already exists. Ask its administrator for access.',
    es: 'Ya existe una cuenta con esta identificación fiscal. Solicite acceso a su administrador.',
  },
  QUOTE_DENIED: {
    pt: 'Cotação negada por não atender à política de aceitação. Você pode reenviar após 3 meses ou falar com o suporte.',
    en: 'Quote denied for not meeting the acceptance policy. You may resubmit after 3 months or contact support.',
    es: 'Cotización denegada por no cumplir la política de aceptación. Puede reenviar después de 3 meses o contactar a soporte.',
  },
  QUOTE_EXPIRED: {
    pt: 'Esta cotação expirou e não pode mais ser escolhida. Peça uma nova cotação.',
    en: 'This quote has expired and can no longer be selected. Ask for a new quote.',
    es: 'Esta cotización expiró y ya no se puede elegir. Solicite una nueva cotización.',
  },
  QUOTE_NOT_SELECTABLE: {
    pt: 'Esta cotação não pode ser escolhida na situação atual.',
    en: 'This quote cannot be selected in its current status.',
    es: 'Esta cotización no se puede elegir en su estado actual.',
  },
  POLICY_ACCESS_DENIED: {
    pt: 'A seguradora negou o acesso a esta apólice.',
    en: 'The insurance company has denied access to this policy.',
    es: 'La aseguradora negó el acceso a esta póliza.',
  },
  NEW_VERSION_AVAILABLE: {
    pt: 'Uma nova versão está disponível, recarregue.',
    en: 'A new version is available, reload.',
    es: 'Hay una nueva versión disponible, recargue.',
  },
  ANSWER_INVALID: {
    pt: 'Esta resposta não é válida. Revise-a.',
    en: 'This answer is not valid. Please review it.',
    es: 'Esta respuesta no es válida. Revísela.',
  },
  PERCENTAGES_OVER_100: {
    pt: 'A soma não pode ultrapassar 100%.',
    en: "The sum can't exceed 100%.",
    es: 'La suma no puede superar el 100%.',
  },
  QUESTIONS_PENDING: {
    pt: 'Ainda há perguntas sem resposta. Responda-as para concluir o questionário.',
    en: 'There are still unanswered questions. Answer them to finish the questionnaire.',
    es: 'Todavía hay preguntas sin responder. Respóndalas para terminar el cuestionario.',
  },
  TRANSITION_NOT_ALLOWED: {
    pt: 'Esta ação não está disponível na situação atual do questionário.',
    en: 'This action is not available in the questionnaire’s current status.',
    es: 'Esta acción no está disponible en el estado actual del cuestionario.',
  },
  SHARE_LINK_INVALID: {
    pt: 'Este link de questionário não existe, expirou ou foi revogado.',
    en: 'This questionnaire link does not exist, has expired or was revoked.',
    es: 'Este enlace del cuestionario no existe, expiró o fue revocado.',
  },
  FORM_IN_PROGRESS: {
    pt: 'Já há um questionário em andamento. Continue-o ou confirme que deseja substituí-lo.',
    en: 'A questionnaire is already in progress. Continue it, or confirm that you want to replace it.',
    es: 'Ya hay un cuestionario en curso. Continúelo o confirme que desea reemplazarlo.',
  },
  DOMAIN_NOT_VERIFIED: {
    pt: 'Ainda não encontramos a prova de controle do domínio. Publique o registro TXT ou o arquivo e tente de novo em alguns minutos.',
    en: 'We could not find the proof that you control the domain yet. Publish the TXT record or the file and try again in a few minutes.',
    es: 'Aún no encontramos la prueba de control del dominio. Publique el registro TXT o el archivo e intente de nuevo en unos minutos.',
  },
  CYBER_STEP_NOT_ALLOWED: {
    pt: 'Esta ação não está disponível na situação atual da avaliação.',
    en: 'This action is not available in the assessment’s current status.',
    es: 'Esta acción no está disponible en el estado actual de la evaluación.',
  },
  CYBER_REQUEST_OPEN: {
    pt: 'Já há uma solicitação de avaliação em andamento para este domínio.',
    en: 'There is already an assessment request in progress for this domain.',
    es: 'Ya hay una solicitud de evaluación en curso para este dominio.',
  },
  QUOTE_WITHDRAWN: {
    pt: 'Esta opção foi retirada: outra opção deste produto foi escolhida e a apólice já foi emitida.',
    en: 'This option was withdrawn: another option of this product was chosen and its policy issued.',
    es: 'Esta opción fue retirada: se eligió otra opción de este producto y la póliza ya fue emitida.',
  },
  QUOTE_NOT_SELECTED: {
    pt: 'Selecione esta cotação antes de seguir para a contratação.',
    en: 'Select this quote before going on to checkout.',
    es: 'Seleccione esta cotización antes de continuar con la contratación.',
  },
  START_DATE_INVALID: {
    pt: 'O início de vigência deve ser entre hoje e a validade da cotação.',
    en: 'The start date must be between today and the quote’s expiry.',
    es: 'El inicio de vigencia debe estar entre hoy y la validez de la cotización.',
  },
  CHECKOUT_LOCKED: {
    pt: 'A apólice já está sendo emitida; a contratação não pode mais ser alterada.',
    en: 'The policy is already being issued; the checkout can no longer be changed.',
    es: 'La póliza ya se está emitiendo; la contratación ya no se puede modificar.',
  },
  SUBJECTIVITIES_OPEN: {
    pt: 'Envie os documentos pedidos pelas condições anteriores à contratação antes de enviar para assinatura.',
    en: 'Send the documents the pre-bind conditions ask for before sending for signature.',
    es: 'Envíe los documentos que piden las condiciones previas a la contratación antes de enviar a firma.',
  },
  SIGNATURE_LINK_INVALID: {
    pt: 'Este link de assinatura não existe, expirou ou foi substituído. Peça um novo a quem o enviou.',
    en: 'This signing link does not exist, has expired or was replaced. Ask whoever sent it for a new one.',
    es: 'Este enlace de firma no existe, expiró o fue reemplazado. Pida uno nuevo a quien lo envió.',
  },
  SIGNATURE_CODE_INVALID: {
    pt: 'Código incorreto. Confira o código enviado por e-mail.',
    en: 'Wrong code. Check the code we sent by e-mail.',
    es: 'Código incorrecto. Revise el código enviado por correo.',
  },
  SIGNATURE_CODE_EXPIRED: {
    pt: 'Este código expirou ou foi bloqueado após muitas tentativas. Peça um novo código.',
    en: 'This code has expired or was blocked after too many attempts. Ask for a new code.',
    es: 'Este código expiró o fue bloqueado tras demasiados intentos. Pida un código nuevo.',
  },
  SIGNATURE_CODE_LIMIT: {
    pt: 'Muitos códigos pedidos para este link. Peça um novo link a quem o enviou.',
    en: 'Too many codes were requested for this link. Ask whoever sent it for a new link.',
    es: 'Se pidieron demasiados códigos para este enlace. Pida un enlace nuevo a quien lo envió.',
  },
  SIGNATURE_NAME_MISMATCH: {
    pt: 'Digite seu nome completo como aparece acima.',
    en: 'Type your full name as it appears above.',
    es: 'Escriba su nombre completo tal como aparece arriba.',
  },
  CLAIM_TYPE_NOT_COVERED: {
    pt: 'Este tipo de sinistro não é coberto pelo produto desta apólice. Escolha um dos tipos listados.',
    en: 'This policy’s product does not cover this type of claim. Choose one of the listed types.',
    es: 'El producto de esta póliza no cubre este tipo de siniestro. Elija uno de los tipos de la lista.',
  },
  EARLIER_INSTALMENT_OPEN: {
    pt: 'Uma parcela anterior desta apólice ainda está em aberto. Registre as parcelas em ordem, a começar pela mais antiga.',
    en: 'An earlier instalment of this policy is still open. Record the instalments in order, starting with the oldest.',
    es: 'Una cuota anterior de esta póliza sigue pendiente. Registre las cuotas en orden, empezando por la más antigua.',
  },
  NOTHING_TO_STATE: {
    pt: 'Não há comissão a incluir num extrato deste mês: tudo o que é devido já está em outro extrato.',
    en: 'There is no commission to put on a statement for this month: everything due is already on another statement.',
    es: 'No hay comisión para un extracto de este mes: todo lo debido ya está en otro extracto.',
  },
  STATEMENT_LOCKED: {
    pt: 'Já foi enviada uma nota fiscal para este extrato, que não pode mais mudar. Emita um extrato de correção.',
    en: 'A fiscal note was already sent for this statement, so it can no longer change. Issue a correcting statement.',
    es: 'Ya se envió una nota fiscal para este extracto, que ya no puede cambiar. Emita un extracto de corrección.',
  },
  STATEMENT_STEP_NOT_ALLOWED: {
    pt: 'Esta ação não está disponível na situação atual do extrato ou da nota fiscal.',
    en: 'This action is not available in the statement’s or fiscal note’s current status.',
    es: 'Esta acción no está disponible en el estado actual del extracto o de la nota fiscal.',
  },
  FISCAL_NOTE_UNREADABLE: {
    pt: 'Não conseguimos ler este arquivo como uma NFS-e do padrão nacional. Envie o XML da NFS-e como emitido, ou o PDF (DANFSe).',
    en: 'We could not read this file as a national-standard NFS-e. Send the NFS-e XML as issued, or its PDF (DANFSe).',
    es: 'No pudimos leer este archivo como una NFS-e del estándar nacional. Envíe el XML de la NFS-e tal como se emitió, o su PDF (DANFSe).',
  },
  FISCAL_NOTE_MISMATCH: {
    pt: 'A nota fiscal não confere com o extrato: o valor do serviço deve ser o valor do extrato e o emitente, o CNPJ da sua corretora.',
    en: 'The fiscal note does not match the statement: its service value must be the statement’s amount and its issuer your brokerage’s CNPJ.',
    es: 'La nota fiscal no coincide con el extracto: el valor del servicio debe ser el monto del extracto y el emisor, el CNPJ de su corredora.',
  },
  RENEWAL_NOT_OPEN: {
    pt: 'Esta apólice não pode ser renovada agora: a renovação abre 90 dias antes do fim da vigência e fecha quando ela termina.',
    en: 'This policy cannot be renewed now: the renewal opens 90 days before the policy ends and closes when it ends.',
    es: 'Esta póliza no se puede renovar ahora: la renovación abre 90 días antes del fin de la vigencia y cierra cuando termina.',
  },
  ONLINE_PAYMENT_UNAVAILABLE: {
    pt: 'Esta fatura não pode ser paga aqui: ela já está paga ou os meios de pagamento do seu país não são recebidos online. Pague conforme combinado com a seguradora.',
    en: 'This invoice cannot be paid here: it is already paid or its country’s payment methods are not collected online. Pay as agreed with the insurer.',
    es: 'Esta factura no se puede pagar aquí: ya está pagada o los medios de pago de su país no se cobran en línea. Pague según lo acordado con la aseguradora.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    pt: 'A assinatura da notificação de pagamento não confere.',
    en: 'The payment notice’s signature does not match.',
    es: 'La firma del aviso de pago no coincide.',
  },
  CHARGE_NOT_IN_COUNTRY: {
    pt: 'Esta cobrança não existe no país do cliente (taxa de surplus lines e stamping fee são só dos EUA).',
    en: 'This charge does not exist in the customer’s country (surplus-lines tax and stamping fee are US only).',
    es: 'Este cargo no existe en el país del cliente (el impuesto de surplus lines y la stamping fee son solo de EE. UU.).',
  },
  PAYMENT_METHOD_NOT_OFFERED: {
    pt: 'Esta fatura não pode ser paga por esse meio: ele não é um dos meios de pagamento do país da fatura.',
    en: 'This invoice cannot be paid this way: it is not one of the payment methods of the invoice’s country.',
    es: 'Esta factura no se puede pagar por ese medio: no es uno de los medios de pago del país de la factura.',
  },
  INSTALMENTS_BEYOND_PLAN: {
    pt: 'O plano de parcelamento deste país não oferece esse número de parcelas.',
    en: 'This country’s instalment plan does not offer that many instalments.',
    es: 'El plan de pagos de este país no ofrece ese número de cuotas.',
  },
};

/** The user-facing text for a catalogue code; unknown codes read as an unexpected error. */
export function errorMessage(code: string | undefined, language: Language): string {
  const entry = code && code in ERROR_MESSAGES ? ERROR_MESSAGES[code as ErrorCode] : ERROR_MESSAGES.UNEXPECTED_ERROR;
  return entry[language];
}
