import type { ErrorCode } from '../error-codes';

/** The catalogue's texts in Portuguese (ERROR_MESSAGES reads all three; the screens load one language at a time). */
export const ERROR_TEXTS: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Alguns campos estão inválidos. Revise e tente novamente.',
  AUTH_REQUIRED: 'Entre na sua conta para continuar.',
  TOKEN_INVALID: 'Sua sessão expirou. Entre novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  FORBIDDEN: 'Você não tem permissão para acessar estes dados.',
  NOT_FOUND: 'Não encontramos o que você procura.',
  STALE_VERSION: 'Outra pessoa alterou estes dados. Recarregue para ver a versão atual.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  SIGN_IN_DELAYED:
    'Muitas tentativas sem sucesso nesta conta. Tente de novo em alguns minutos ou use o link que enviamos por e-mail para redefinir a senha.',
  INTERNAL_ERROR: 'Há um erro inesperado. Tente novamente.',
  SERVICE_UNAVAILABLE: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  UNEXPECTED_ERROR: 'Há um erro inesperado',
  INTERACTION_EXPIRED: 'Sua tentativa de login expirou. Comece novamente.',
  INVALID_JSON: 'Não conseguimos ler os dados enviados. Tente novamente.',
  INVALID_CHARACTERS: 'O texto contém caracteres não permitidos. Remova-os e tente novamente.',
  REQUEST_TOO_LARGE: 'Os dados enviados são grandes demais.',
  URI_TOO_LONG: 'O endereço é longo demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato de dados não aceito.',
  HEADERS_TOO_LARGE: 'A requisição tem cabeçalhos grandes demais. Limpe os cookies e tente novamente.',
  EMAIL_ALREADY_REGISTERED: 'O e-mail já possui uma conta, tente outro e-mail.',
  BROKER_TAX_ID_IN_USE: 'O documento da corretora informado já está em uso.',
  BROKER_EMAIL_IN_USE: 'O e-mail da corretora informado já está em uso.',
  EMAIL_NOT_ASSOCIATED: 'E-mail não associado a uma conta. Peça acesso ao administrador ou crie uma conta.',
  COMPANY_REGISTERED_WITH_OTHER_BROKER:
    'Empresa já cadastrada por outra corretora. Fale com essa corretora ou com o suporte se for um erro.',
  ACCOUNT_CREATION_FAILED: 'Erro ao criar a conta. Nossa equipe entrará em contato.',
  ACCOUNT_NOT_ACTIVE: 'Sua conta ainda não está ativa. Confirme seu e-mail.',
  BROKER_PENDING_APPROVAL: 'Sua conta de corretora está em análise (cerca de 10 dias).',
  PASSWORD_RESET_REQUIRED: 'É necessário redefinir sua senha devido à migração de autenticação.',
  INVALID_TAX_ID: 'Identificação fiscal inválida.',
  INVALID_URL: 'URL inválida.',
  INVALID_EMAIL: 'O formato do e-mail é inválido.',
  INVALID_EMAIL_LIST: 'O formato de alguns e-mails está incorreto e o e-mail não pôde ser enviado.',
  LINK_INVALID: 'Este link é inválido ou expirou. Peça um novo.',
  FILE_TOO_LARGE: 'O arquivo é maior que o limite de 5 MB.',
  FILE_TYPE_NOT_ALLOWED: 'Tipo de arquivo não permitido. Envie PDF, PNG ou JPEG.',
  PASSWORD_TOO_WEAK: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
  ACCOUNT_ALREADY_EXISTS: 'Já existe uma conta com esta identificação fiscal. Peça acesso ao administrador dela.',
  QUOTE_DENIED:
    'Cotação negada por não atender à política de aceitação. Você pode reenviar após 3 meses ou falar com o suporte.',
  QUOTE_EXPIRED: 'Esta cotação expirou e não pode mais ser escolhida. Peça uma nova cotação.',
  QUOTE_NOT_SELECTABLE: 'Esta cotação não pode ser escolhida na situação atual.',
  POLICY_ACCESS_DENIED: 'A seguradora negou o acesso a esta apólice.',
  NEW_VERSION_AVAILABLE: 'Uma nova versão está disponível, recarregue.',
  ANSWER_INVALID: 'Esta resposta não é válida. Revise-a.',
  PERCENTAGES_OVER_100: 'A soma não pode ultrapassar 100%.',
  QUESTIONS_PENDING: 'Ainda há perguntas sem resposta. Responda-as para concluir o questionário.',
  TRANSITION_NOT_ALLOWED: 'Esta ação não está disponível na situação atual do questionário.',
  SHARE_LINK_INVALID: 'Este link de questionário não existe, expirou ou foi revogado.',
  FORM_IN_PROGRESS: 'Já há um questionário em andamento. Continue-o ou confirme que deseja substituí-lo.',
  DOMAIN_NOT_VERIFIED:
    'Ainda não encontramos a prova de controle do domínio. Publique o registro TXT ou o arquivo e tente de novo em alguns minutos.',
  CYBER_STEP_NOT_ALLOWED: 'Esta ação não está disponível na situação atual da avaliação.',
  CYBER_REQUEST_OPEN: 'Já há uma solicitação de avaliação em andamento para este domínio.',
  QUOTE_WITHDRAWN: 'Esta opção foi retirada: outra opção deste produto foi escolhida e a apólice já foi emitida.',
  QUOTE_NOT_SELECTED: 'Selecione esta cotação antes de seguir para a contratação.',
  START_DATE_INVALID: 'O início de vigência deve ser entre hoje e a validade da cotação.',
  CHECKOUT_LOCKED: 'A apólice já está sendo emitida; a contratação não pode mais ser alterada.',
  SUBJECTIVITIES_OPEN:
    'Envie os documentos pedidos pelas condições anteriores à contratação antes de enviar para assinatura.',
  SIGNATURE_LINK_INVALID:
    'Este link de assinatura não existe, expirou ou foi substituído. Peça um novo a quem o enviou.',
  SIGNATURE_CODE_INVALID: 'Código incorreto. Confira o código enviado por e-mail.',
  SIGNATURE_CODE_EXPIRED: 'Este código expirou ou foi bloqueado após muitas tentativas. Peça um novo código.',
  SIGNATURE_CODE_LIMIT: 'Muitos códigos pedidos para este link. Peça um novo link a quem o enviou.',
  SIGNATURE_NAME_MISMATCH: 'Digite seu nome completo como aparece acima.',
  CLAIM_TYPE_NOT_COVERED:
    'Este tipo de sinistro não é coberto pelo produto desta apólice. Escolha um dos tipos listados.',
  EARLIER_INSTALMENT_OPEN:
    'Uma parcela anterior desta apólice ainda está em aberto. Registre as parcelas em ordem, a começar pela mais antiga.',
  NOTHING_TO_STATE: 'Não há comissão a incluir num extrato deste mês: tudo o que é devido já está em outro extrato.',
  STATEMENT_LOCKED:
    'Já foi enviada uma nota fiscal para este extrato, que não pode mais mudar. Emita um extrato de correção.',
  STATEMENT_STEP_NOT_ALLOWED: 'Esta ação não está disponível na situação atual do extrato ou da nota fiscal.',
  FISCAL_NOTE_UNREADABLE:
    'Não conseguimos ler este arquivo como uma NFS-e do padrão nacional. Envie o XML da NFS-e como emitido, ou o PDF (DANFSe).',
  FISCAL_NOTE_MISMATCH:
    'A nota fiscal não confere com o extrato: o valor do serviço deve ser o valor do extrato e o emitente, o CNPJ da sua corretora.',
  RENEWAL_NOT_OPEN:
    'Esta apólice não pode ser renovada agora: a renovação abre 90 dias antes do fim da vigência e fecha quando ela termina.',
  ONLINE_PAYMENT_UNAVAILABLE:
    'Esta fatura não pode ser paga aqui: ela já está paga ou os meios de pagamento do seu país não são recebidos online. Pague conforme combinado com a seguradora.',
  WEBHOOK_SIGNATURE_INVALID: 'A assinatura da notificação de pagamento não confere.',
  CHARGE_NOT_IN_COUNTRY:
    'Esta cobrança não existe no país do cliente (taxa de surplus lines e stamping fee são só dos EUA).',
  PAYMENT_METHOD_NOT_OFFERED:
    'Esta fatura não pode ser paga por esse meio: ele não é um dos meios de pagamento do país da fatura.',
  INSTALMENTS_BEYOND_PLAN: 'O plano de parcelamento deste país não oferece esse número de parcelas.',
};
