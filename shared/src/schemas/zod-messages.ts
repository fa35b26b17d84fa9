import type { z } from 'zod';

/**
 * The one place where a zod issue becomes what a person reads (issue 28): a sentence that says what to do, never
 * JavaScript internals ("recebeu um valor \"undefined\"", "NaN", ">= -9007199254740991", a bare "Entrada
 * inválida"). A schema's own message (`.min(1, 'Informe seu nome.')`) still wins; this covers the rest, on the
 * server and in the browser alike (zod-locale.ts installs it).
 */
type Issue = z.core.$ZodRawIssue;

/** Bounds zod puts on integers by itself (the safe-integer range): not a limit a person chose. */
const isImplicitBound = (n: unknown) =>
  typeof n === 'bigint' || (typeof n === 'number' && Math.abs(n) >= Number.MAX_SAFE_INTEGER);
const num = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('pt-BR') : String(n));

const EXPECTED: Record<string, string> = {
  number: 'Informe um número válido.',
  int: 'Informe um número inteiro válido.',
  bigint: 'Informe um número inteiro válido.',
  string: 'Preencha este campo com um texto.',
  boolean: 'Marque sim ou não neste campo.',
  array: 'Escolha as opções desta lista.',
  object: 'Envie os dados do formulário completos.',
  date: 'Informe uma data válida.',
};

const FORMATS: Record<string, string> = {
  email: 'Informe um e-mail válido, como nome@exemplo.com.',
  url: 'Informe um endereço completo, começando com https://.',
  uuid: 'Este identificador não é válido: recarregue a página e tente de novo.',
  datetime: 'Informe uma data e hora válidas.',
  date: 'Informe uma data válida (dd/mm/aaaa).',
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  if (issue.origin === 'string')
    return Number(min) <= 1 ? 'Preencha este campo.' : `Use pelo menos ${num(min)} caracteres.`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return Number(min) <= 1 ? 'Escolha pelo menos uma opção.' : `Escolha pelo menos ${num(min)} opções.`;
  if (isImplicitBound(min)) return 'Informe um número inteiro válido.';
  return issue.inclusive
    ? `Informe um valor de pelo menos ${num(min)}.`
    : `Informe um valor maior que ${num(min)}.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  if (issue.origin === 'string') return `Use no máximo ${num(max)} caracteres.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Escolha no máximo ${num(max)} opções.`;
  if (issue.origin === 'file') return 'O arquivo é grande demais: escolha um menor.';
  if (isImplicitBound(max)) return 'Informe um número inteiro válido.';
  return issue.inclusive
    ? `Informe um valor de no máximo ${num(max)}.`
    : `Informe um valor menor que ${num(max)}.`;
}

export function humanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Preencha este campo.';
      return EXPECTED[issue.expected] ?? 'Confira este campo: o valor não está no formato esperado.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Confira este campo: o formato não é o esperado.';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${num(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 5
        ? `Escolha uma das opções: ${issue.values.map(String).join(', ')}.`
        : 'Escolha uma das opções da lista.';
    case 'unrecognized_keys':
      return `Campos não aceitos: ${issue.keys.join(', ')}. Remova-os e envie de novo.`;
    case 'invalid_union':
      return 'Confira este campo: preencha-o com uma das formas aceitas.';
    case 'invalid_key':
    case 'invalid_element':
      return 'Confira os itens desta lista: algum não está no formato esperado.';
    default:
      return 'Confira este campo e tente de novo.';
  }
}
