import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@sinais/shared';
import { heldReply, jsonReply, mockFetch, replyByPath } from '@/lib/testing/fetch-mock';
import { renderScreen } from '@/lib/testing/render-screen';
import { AccountPage } from './account-page';

const MEMBER = {
  id: 'u1',
  email: 'carla@exemplo.com',
  name: 'carla',
  is_admin: false,
  role: 'member' as const,
};

const stored: Profile = {
  nome: 'Carla Trader',
  nomePreferido: '',
  email: 'carla@exemplo.com',
  objetivos: 'Renda extra com swing trade',
  interesses: ['Criptomoedas'],
  perfilFinanceiro: 'arrojado',
};

describe('AccountPage', () => {
  const fetchMock = mockFetch(MEMBER);
  afterEach(() => localStorage.clear());

  it('keeps what the member typed when the stored profile arrives afterwards, and fills the rest from it', async () => {
    const storedCopy = heldReply();
    fetchMock.mockImplementation(replyByPath({ '/api/account/profile': storedCopy.reply }));
    renderScreen(<AccountPage />, '/minha-conta');

    // Before the server's copy: the session's name, and the member already types a preferred name.
    expect(screen.getByLabelText('Nome', { exact: true })).toHaveProperty('value', 'carla');
    await userEvent.type(screen.getByLabelText('Nome preferido'), 'Carlinha');
    storedCopy.answer(
      jsonReply(200, {
        success: true,
        data: { profile: stored, account_email: stored.email, updated_at: null },
      }),
    );

    await waitFor(() =>
      expect(screen.getByLabelText('Nome', { exact: true })).toHaveProperty('value', 'Carla Trader'),
    );
    expect(screen.getByLabelText('Nome preferido')).toHaveProperty('value', 'Carlinha');
    expect(screen.getByLabelText('Objetivos')).toHaveProperty('value', stored.objetivos);
    expect(screen.getByRole('radio', { name: 'Arrojado' })).toHaveProperty('checked', true);
  });
});
