import { FormField, type FormFieldProps } from '@/components/form-field';

/** The e-mail field of the auth forms (login, sign-up, forgotten password). */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  return (
    <FormField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}

/** A password field of the auth forms ("Senha" unless told otherwise); `autoComplete` says whose password. */
export function PasswordField({
  label = 'Senha',
  ...props
}: Omit<FormFieldProps, 'label' | 'type'> & { label?: string; autoComplete: string }) {
  return <FormField label={label} type="password" required {...props} />;
}
