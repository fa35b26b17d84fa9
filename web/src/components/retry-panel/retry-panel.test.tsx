import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryPanel } from './retry-panel';

describe('RetryPanel', () => {
  it('says what failed and asks again once per click', async () => {
    const onRetry = vi.fn();
    render(<RetryPanel message="Não foi possível carregar as aulas." onRetry={onRetry} />);
    expect(screen.getByText('Não foi possível carregar as aulas.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
