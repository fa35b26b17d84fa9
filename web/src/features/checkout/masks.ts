/** Input masks and checks of the checkout forms (spec 001 §5). */
const digits = (v: string) => v.replace(/\D/g, '');

export function maskPhone(v: string): string {
  const d = digits(v).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export function maskCpf(v: string): string {
  const d = digits(v).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

export function maskCep(v: string): string {
  const d = digits(v).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

export function maskCardNumber(v: string): string {
  return digits(v)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function maskExpiry(v: string): string {
  const d = digits(v).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** CPF check digits (mod 11); repeated digits are invalid. */
export function isValidCpf(v: string): boolean {
  const d = digits(v);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const BRAZILIAN_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
];

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export interface CustomerData {
  name: string;
  email: string;
  phone: string;
  cpf: string;
  zipCode: string;
  city: string;
  state: string;
}

export type CustomerErrors = Partial<Record<keyof CustomerData, string>>;

export function validateCustomer(c: CustomerData): CustomerErrors {
  const e: CustomerErrors = {};
  if (!c.name.trim()) e.name = 'Nome é obrigatório';
  if (!c.email.trim()) e.email = 'E-mail é obrigatório';
  else if (!EMAIL_PATTERN.test(c.email.trim())) e.email = 'E-mail inválido';
  if (!c.phone.trim()) e.phone = 'Telefone é obrigatório';
  else if (digits(c.phone).length < 10) e.phone = 'Telefone inválido';
  if (!c.cpf.trim()) e.cpf = 'CPF é obrigatório';
  else if (!isValidCpf(c.cpf)) e.cpf = 'CPF inválido';
  if (!c.zipCode.trim()) e.zipCode = 'CEP é obrigatório';
  else if (digits(c.zipCode).length !== 8) e.zipCode = 'CEP inválido';
  if (!c.city.trim()) e.city = 'Cidade é obrigatória';
  if (!c.state) e.state = 'Estado é obrigatório';
  return e;
}

/** Bounds of the free-text checkout fields (the server's zod schemas refuse longer values). */
export const FIELD_MAX = { name: 100, email: 254, city: 100, cardholder: 100 } as const;
