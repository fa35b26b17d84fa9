// No imports on purpose: the web's entry chunk (sign-out) reads these texts, and importing them must not pull zod
// and the whole shared chunk into every first visit (tests/e2e/web-budget.e2e.test.ts).
export const AUTH_MESSAGES = {
  forgotNeutral: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
  registered: 'Cadastro realizado com sucesso! Faça login para continuar.',
  resetDone: 'Senha redefinida com sucesso! Faça login com a nova senha.',
  invalidCredentials: 'Credenciais inválidas',
  emailTaken: 'Este e-mail já está cadastrado.',
  tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  /** The password asked to confirm a change (Minha Conta) was wrong. */
  wrongPassword: 'Senha incorreta. Confirme com a senha da sua conta.',
  /** Too many wrong confirmation passwords: this device's session was ended. */
  passwordGuessesEndedSession:
    'Muitas tentativas com a senha errada. Por segurança, esta sessão foi encerrada: entre novamente com a sua senha.',
  proofRequired:
    'Verificação de segurança necessária para entrar deste lugar: resolva o desafio e envie de novo.',
  resetInvalid: 'Erro ao redefinir senha. Token inválido ou expirado.',
  tokenMissing: 'Token de autenticação ausente.',
  tokenInvalid: 'Token inválido ou expirado.',
  /** A session ended elsewhere ("Encerrar" on another device, "Sair de todos", a new password). */
  sessionEnded: 'Sua sessão foi encerrada em outro dispositivo. Entre novamente para continuar.',
  adminOnly: 'Acesso negado - privilégios de admin necessários',
} as const;
