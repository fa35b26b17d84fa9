import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATES,
  isValidCpf,
  maskCep,
  maskCpf,
  maskPhone,
  splitName,
  validateCustomer,
} from './masks';

describe('checkout masks and checks', () => {
  it('masks phone, CPF and CEP with the spec lengths', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11999998888')).toBe('(11) 99999-8888');
    expect(maskPhone('11999998888777').length).toBeLessThanOrEqual(15);
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299822472599').length).toBe(14);
    expect(maskCep('01001000')).toBe('01001-000');
  });

  it('validates CPF check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('lists the 27 federative units and splits names', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(splitName('Ana Maria Souza')).toEqual({ firstName: 'Ana', lastName: 'Maria Souza' });
  });

  it('uses the exact messages of the two-step form', () => {
    const e = validateCustomer({
      name: '',
      email: 'x',
      phone: '',
      cpf: '',
      zipCode: '',
      city: '',
      state: '',
    });
    expect(e).toEqual({
      name: 'Nome é obrigatório',
      email: 'E-mail inválido',
      phone: 'Telefone é obrigatório',
      cpf: 'CPF é obrigatório',
      zipCode: 'CEP é obrigatório',
      city: 'Cidade é obrigatória',
      state: 'Estado é obrigatório',
    });
  });
});
