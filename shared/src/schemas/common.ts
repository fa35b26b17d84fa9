import { z } from 'zod';

export const isoDateSchema = z.string().datetime({ offset: true });
export const directionSchema = z.enum(['COMPRA', 'VENDA']);
export type Direction = z.infer<typeof directionSchema>;

/** A pair's symbol as a query or path gives it (btcusdt → BTCUSDT). */
export const pairSymbolSchema = z
  .string({ error: 'Informe o símbolo.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,30}$/, 'Símbolo inválido.');

export const timeframeSchema = z.enum(['1h', '4h', '1d']);
export type Timeframe = z.infer<typeof timeframeSchema>;

/** Several fields of one type, in the order given (a block of counts): `{ ...fieldsOf(z.number(), 'a', 'b') }`. */
export const fieldsOf = <S extends z.ZodType, K extends string>(schema: S, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K]: S };

/** `{ success: true, ...fields }`: an answer whose fields sit beside `success`. */
export const okAnswer = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ success: z.literal(true), ...fields });

/** `{ success: true, data }`: the envelope most gateway answers use. */
export const okData = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), data });

/** `{ success: true, data, timestamp }`: the envelope of the signal lists and the market status. */
export const okDataAt = <S extends z.ZodType>(data: S) =>
  z.object({ success: z.literal(true), data, timestamp: z.string() });

/** Standard error body of every REST route: `error` is a stable code, `message` is Portuguese for people. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
