import type { ErrorCode } from '../error-codes';

/** The catalogue's texts in Spanish (ERROR_MESSAGES reads all three; the screens load one language at a time). */
export const ERROR_TEXTS: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Algunos campos no son válidos. Revíselos e intente de nuevo.',
  AUTH_REQUIRED: 'Inicie sesión para continuar.',
  TOKEN_INVALID: 'Su sesión expiró. Inicie sesión de nuevo.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos.',
  FORBIDDEN: 'No tiene permiso para acceder a estos datos.',
  NOT_FOUND: 'No encontramos lo que busca.',
  STALE_VERSION: 'Otra persona cambió estos datos. Recargue para ver la versión actual.',
  RATE_LIMITED: 'Demasiados intentos. Espere un momento e intente de nuevo.',
  SIGN_IN_DELAYED:
    'Demasiados intentos fallidos en esta cuenta. Intente de nuevo en unos minutos o use el enlace que le enviamos por correo para restablecer la contraseña.',
  INTERNAL_ERROR: 'Hay un error inesperado. Intente de nuevo.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible ahora. Intente de nuevo en unos instantes.',
  UNEXPECTED_ERROR: 'Hay un error inesperado',
  INTERACTION_EXPIRED: 'Su intento de inicio de sesión expiró. Comience de nuevo.',
  INVALID_JSON: 'No pudimos leer los datos enviados. Intente de nuevo.',
  INVALID_CHARACTERS: 'El texto contiene caracteres no permitidos. Elimínelos e intente de nuevo.',
  REQUEST_TOO_LARGE: 'Los datos enviados son demasiado grandes.',
  URI_TOO_LONG: 'La dirección es demasiado larga.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato de datos no aceptado.',
  HEADERS_TOO_LARGE: 'Los encabezados de la solicitud son demasiado grandes. Borre las cookies e intente de nuevo.',
  EMAIL_ALREADY_REGISTERED: 'El correo ya tiene una cuenta, intente con otro correo.',
  BROKER_TAX_ID_IN_USE: 'La identificación fiscal del corredor ya está en uso.',
  BROKER_EMAIL_IN_USE: 'El correo del corredor ya está en uso.',
  EMAIL_NOT_ASSOCIATED: 'Correo no asociado a una cuenta. Solicite acceso al administrador o cree una cuenta.',
  COMPANY_REGISTERED_WITH_OTHER_BROKER:
    'Empresa ya registrada con otro corredor. Contacte a ese corredor, o a soporte si es un error.',
  ACCOUNT_CREATION_FAILED: 'Error al crear la cuenta. Nuestro equipo se pondrá en contacto.',
  ACCOUNT_NOT_ACTIVE: 'Su cuenta aún no está activa. Confirme su correo.',
  BROKER_PENDING_APPROVAL: 'Su cuenta de corredor está pendiente de aprobación (unos 10 días).',
  PASSWORD_RESET_REQUIRED: 'Debe restablecer su contraseña por la migración de autenticación.',
  INVALID_TAX_ID: 'Identificación fiscal inválida.',
  INVALID_URL: 'URL inválida.',
  INVALID_EMAIL: 'El formato del correo no es válido.',
  INVALID_EMAIL_LIST: 'El formato de algunos correos es incorrecto y no se pudo enviar.',
  LINK_INVALID: 'Este enlace no es válido o expiró. Solicite uno nuevo.',
  FILE_TOO_LARGE: 'El archivo supera el límite de 5 MB.',
  FILE_TYPE_NOT_ALLOWED: 'Tipo de archivo no permitido. Envíe PDF, PNG o JPEG.',
  PASSWORD_TOO_WEAK: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
  ACCOUNT_ALREADY_EXISTS: 'Ya existe una cuenta con esta identificación fiscal. Solicite acceso a su administrador.',
  QUOTE_DENIED:
    'Cotización denegada por no cumplir la política de aceptación. Puede reenviar después de 3 meses o contactar a soporte.',
  QUOTE_EXPIRED: 'Esta cotización expiró y ya no se puede elegir. Solicite una nueva cotización.',
  QUOTE_NOT_SELECTABLE: 'Esta cotización no se puede elegir en su estado actual.',
  POLICY_ACCESS_DENIED: 'La aseguradora negó el acceso a esta póliza.',
  NEW_VERSION_AVAILABLE: 'Hay una nueva versión disponible, recargue.',
  ANSWER_INVALID: 'Esta respuesta no es válida. Revísela.',
  PERCENTAGES_OVER_100: 'La suma no puede superar el 100%.',
  QUESTIONS_PENDING: 'Todavía hay preguntas sin responder. Respóndalas para terminar el cuestionario.',
  TRANSITION_NOT_ALLOWED: 'Esta acción no está disponible en el estado actual del cuestionario.',
  SHARE_LINK_INVALID: 'Este enlace del cuestionario no existe, expiró o fue revocado.',
  FORM_IN_PROGRESS: 'Ya hay un cuestionario en curso. Continúelo o confirme que desea reemplazarlo.',
  DOMAIN_NOT_VERIFIED:
    'Aún no encontramos la prueba de control del dominio. Publique el registro TXT o el archivo e intente de nuevo en unos minutos.',
  CYBER_STEP_NOT_ALLOWED: 'Esta acción no está disponible en el estado actual de la evaluación.',
  CYBER_REQUEST_OPEN: 'Ya hay una solicitud de evaluación en curso para este dominio.',
  QUOTE_WITHDRAWN: 'Esta opción fue retirada: se eligió otra opción de este producto y la póliza ya fue emitida.',
  QUOTE_NOT_SELECTED: 'Seleccione esta cotización antes de continuar con la contratación.',
  START_DATE_INVALID: 'El inicio de vigencia debe estar entre hoy y la validez de la cotización.',
  CHECKOUT_LOCKED: 'La póliza ya se está emitiendo; la contratación ya no se puede modificar.',
  SUBJECTIVITIES_OPEN:
    'Envíe los documentos que piden las condiciones previas a la contratación antes de enviar a firma.',
  SIGNATURE_LINK_INVALID: 'Este enlace de firma no existe, expiró o fue reemplazado. Pida uno nuevo a quien lo envió.',
  SIGNATURE_CODE_INVALID: 'Código incorrecto. Revise el código enviado por correo.',
  SIGNATURE_CODE_EXPIRED: 'Este código expiró o fue bloqueado tras demasiados intentos. Pida un código nuevo.',
  SIGNATURE_CODE_LIMIT: 'Se pidieron demasiados códigos para este enlace. Pida un enlace nuevo a quien lo envió.',
  SIGNATURE_NAME_MISMATCH: 'Escriba su nombre completo tal como aparece arriba.',
  CLAIM_TYPE_NOT_COVERED:
    'El producto de esta póliza no cubre este tipo de siniestro. Elija uno de los tipos de la lista.',
  EARLIER_INSTALMENT_OPEN:
    'Una cuota anterior de esta póliza sigue pendiente. Registre las cuotas en orden, empezando por la más antigua.',
  NOTHING_TO_STATE: 'No hay comisión para un extracto de este mes: todo lo debido ya está en otro extracto.',
  STATEMENT_LOCKED:
    'Ya se envió una nota fiscal para este extracto, que ya no puede cambiar. Emita un extracto de corrección.',
  STATEMENT_STEP_NOT_ALLOWED: 'Esta acción no está disponible en el estado actual del extracto o de la nota fiscal.',
  FISCAL_NOTE_UNREADABLE:
    'No pudimos leer este archivo como una NFS-e del estándar nacional. Envíe el XML de la NFS-e tal como se emitió, o su PDF (DANFSe).',
  FISCAL_NOTE_MISMATCH:
    'La nota fiscal no coincide con el extracto: el valor del servicio debe ser el monto del extracto y el emisor, el CNPJ de su corredora.',
  RENEWAL_NOT_OPEN:
    'Esta póliza no se puede renovar ahora: la renovación abre 90 días antes del fin de la vigencia y cierra cuando termina.',
  ONLINE_PAYMENT_UNAVAILABLE:
    'Esta factura no se puede pagar aquí: ya está pagada o los medios de pago de su país no se cobran en línea. Pague según lo acordado con la aseguradora.',
  WEBHOOK_SIGNATURE_INVALID: 'La firma del aviso de pago no coincide.',
  CHARGE_NOT_IN_COUNTRY:
    'Este cargo no existe en el país del cliente (el impuesto de surplus lines y la stamping fee son solo de EE. UU.).',
  PAYMENT_METHOD_NOT_OFFERED:
    'Esta factura no se puede pagar por ese medio: no es uno de los medios de pago del país de la factura.',
  INSTALMENTS_BEYOND_PLAN: 'El plan de pagos de este país no ofrece ese número de cuotas.',
};
