import { z } from 'zod';
import { publicUserSchema } from './user';

const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail muito longo.')
  .email('E-mail inválido.');
const password = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .max(256, 'Senha muito longa.');

/** The answer to a login proof-of-work challenge (docs/architecture.md, "Autenticação"). */
export const loginProofSchema = z.object({
  challenge: z.string().min(1).max(400),
  nonce: z.string().min(1).max(64),
});
export type LoginProof = z.infer<typeof loginProofSchema>;

export const loginRequestSchema = z.object({ email, password, proof: loginProofSchema.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  access_token: z.string(),
  expires_in: z.number(),
  user: publicUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const PASSWORD_MIN_LENGTH = 6;
const newPassword = z
  .string({ error: 'Informe a senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(256, 'Senha muito longa.');

export const registerRequestSchema = z.object({
  username: z
    .string({ error: 'Informe o nome de usuário.' })
    .trim()
    .min(2, 'O nome de usuário deve ter pelo menos 2 caracteres.')
    .max(80, 'Nome de usuário muito longo.'),
  email,
  password: newPassword,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });

/** The checkout asks who is buying first (POST /api/auth/identify): an account's password, or a new account. */
export const identifyRequestSchema = z.object({ email });
export const identifyResponseSchema = z.object({ exists: z.boolean() });
export type IdentifyResponse = z.infer<typeof identifyResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Token ou ID de usuário inválido/ausente na URL.' }).min(16).max(256),
  userId: z.string({ error: 'Token ou ID de usuário inválido/ausente na URL.' }).min(1).max(64),
  newPassword: z
    .string({ error: 'Informe a nova senha.' })
    .min(PASSWORD_MIN_LENGTH, 'A nova senha deve ter pelo menos 6 caracteres.')
    .max(256, 'Senha muito longa.'),
});

export const verifyTokenRequestSchema = z.object({ token: z.string().max(4096).optional() });
export const verifyTokenResponseSchema = z.object({
  valid: z.boolean(),
  user: publicUserSchema.optional(),
  expires_in: z.number().optional(),
});
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export { AUTH_MESSAGES } from './auth-messages';

/** One signed-in device in "Dispositivos conectados" (GET /api/account/sessions). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  place: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of the token that asked: "Este dispositivo". */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const sessionIdParamSchema = z.object({ id: z.string().uuid('Sessão inválida.') });
