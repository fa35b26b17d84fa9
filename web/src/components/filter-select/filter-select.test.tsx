import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

describe('FilterSelect', () => {
  it('starts with the choice that does not filter, then the options, and reports the picked one', async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(
      <FilterSelect
        aria-label="Estratégia"
        anyLabel="Todas"
        anyValue="all"
        options={['MACD_MOMENTUM', 'RSI_REVERSAL']}
        defaultValue="all"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Estratégia' });
    expect(select).toHaveDisplayValue('Todas');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas',
      'MACD_MOMENTUM',
      'RSI_REVERSAL',
    ]);
    await userEvent.selectOptions(select, 'RSI_REVERSAL');
    await userEvent.selectOptions(select, 'Todas');
    expect(onChange.mock.calls).toEqual([['RSI_REVERSAL'], ['all']]);
  });
});
