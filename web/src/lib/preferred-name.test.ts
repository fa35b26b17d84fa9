import { describe, expect, it } from 'vitest';
import { api } from '@sinais/shared';
import { apiQueryKey } from './api';
import { PROFILE_ROUTE_KEY } from './preferred-name';

describe('preferred name', () => {
  it('shares the profile route’s query key, so saving Minha Conta refreshes the name in the menu', () => {
    expect(apiQueryKey(api.account.profile)).toEqual([...PROFILE_ROUTE_KEY]);
  });
});
