import type { ChangeEvent } from 'react';
import { FormField } from '@/components/form-field';

interface Props {
  value: string;
  error: string | null | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

/** The e-mail field of the auth forms (login, sign-up, forgotten password). */
export function EmailField({ value, error, onChange }: Props) {
  return (
    <FormField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      error={error ?? undefined}
      onChange={onChange}
    />
  );
}
