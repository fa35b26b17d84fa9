import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('offers "all" first, then each option under its label, and hands back the picked value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        aria-label="Nível"
        value=""
        onChange={onChange}
        all="Todos os níveis"
        options={['INFO', { value: 'ERROR', label: 'Erro' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Nível' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos os níveis',
      'INFO',
      'Erro',
    ]);
    await userEvent.selectOptions(select, 'Erro');
    expect(onChange).toHaveBeenLastCalledWith('ERROR');
  });

  it('has no "all" choice unless asked', () => {
    render(<Select aria-label="Período" defaultValue="7d" options={['24h', '7d']} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveValue('7d');
  });
});
