import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertPreferences } from '@sinais/shared';
import { heldReply, jsonReply, mockFetch, replyByPath } from '@/lib/testing/fetch-mock';
import { renderScreen } from '@/lib/testing/render-screen';
import { SettingsPage } from './settings-page';

const MEMBER = {
  id: 'u1',
  email: 'carla@exemplo.com',
  name: 'carla',
  is_admin: false,
  role: 'member' as const,
};

const stored: AlertPreferences = { enabled: true, classes: ['ELITE+'], directions: ['VENDA'], sound: false };

describe('SettingsPage', () => {
  const fetchMock = mockFetch(MEMBER);

  it('keeps a choice made before the stored preferences arrive, and shows the rest as stored', async () => {
    const storedAnswer = heldReply();
    fetchMock.mockImplementation(replyByPath({ '/api/account/preferences': storedAnswer.reply }));
    renderScreen(<SettingsPage />, '/configuracoes');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Som no alerta' }));
    storedAnswer.answer(jsonReply(200, { success: true, data: { preferences: stored } }));

    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'ELITE (★★)' })).toHaveProperty('checked', false),
    );
    expect(screen.getByRole('checkbox', { name: 'ELITE+ (★★★)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'COMPRA' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Som no alerta' })).toHaveProperty('checked', true);
  });
});
