import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';

const first = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('aceitou');
  return r.error.issues[0]!.message;
};

/** Issue 28: what a person reads is a sentence to act on, never JavaScript internals. */
describe('validation messages', () => {
  const INTERNALS = /undefined|NaN|Infinity|9007199254740991|recebeu|esperava|^Entrada inválida$|>=|<=/;
  const cases: Array<[string, z.ZodType, unknown, string]> = [
    ['missing field', z.object({ nome: z.string() }), {}, 'Preencha este campo.'],
    ['NaN', z.number(), Number.NaN, 'Informe um número válido.'],
    ['Infinity', z.number(), Number.POSITIVE_INFINITY, 'Informe um número válido.'],
    ['text for a number', z.number(), 'doze', 'Informe um número válido.'],
    ['fraction for an integer', z.number().int(), 1.5, 'Informe um número inteiro válido.'],
    ['huge integer', z.number().int(), 2 ** 60, 'Informe um número inteiro válido.'],
    ['below a minimum', z.number().min(10), 2, 'Informe um valor de pelo menos 10.'],
    ['above a maximum', z.number().max(1000), 5000, 'Informe um valor de no máximo 1.000.'],
    ['empty text', z.string().min(1), '', 'Preencha este campo.'],
    ['long text', z.string().max(5), 'abcdefgh', 'Use no máximo 5 caracteres.'],
    ['e-mail', z.string().email(), 'x', 'Informe um e-mail válido, como nome@exemplo.com.'],
    ['option', z.enum(['pix', 'cartao']), 'boleto', 'Escolha uma das opções: pix, cartao.'],
    [
      'union',
      z.union([z.literal('a'), z.object({ b: z.string() })]),
      3,
      'Confira este campo: preencha-o com uma das formas aceitas.',
    ],
    ['empty list', z.array(z.string()).min(1), [], 'Escolha pelo menos uma opção.'],
  ];
  it.each(cases)('%s', (_name, schema, input, expected) => {
    const message = first(schema, input);
    expect(message).toBe(expected);
    expect(message).not.toMatch(INTERNALS);
  });

  it("a schema's own message still wins", () => {
    expect(first(z.string().min(1, 'Informe seu nome.'), '')).toBe('Informe seu nome.');
  });
});
