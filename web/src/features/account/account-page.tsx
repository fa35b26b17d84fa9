import { useEffect, useState, type FormEvent } from 'react';
import { profileSchema, type Profile } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page-header';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { useFormFields } from '@/lib/use-form-fields';
import { DevicesPanel } from './devices-panel';
import { ProfileChoices } from './profile-choices';
import { readLocalProfile, writeLocalProfile } from './local-profile';
import '@/styles/member-area.css';

const SUCCESS = 'Perfil atualizado com sucesso!';

type Errors = Partial<Record<'nome' | 'email' | 'senha' | 'form', string>>;

function emptyProfile(user: { name?: string; email?: string } | null): Profile {
  return profileSchema.parse({ nome: user?.name || 'Membro', email: user?.email || 'membro@exemplo.com' });
}

export function AccountPage() {
  const user = useSessionStore((s) => s.user);
  // Every edit clears the last save's messages (clearFeedback, below: it needs the mutation).
  const {
    values: form,
    set,
    field,
    load,
    replace,
  } = useFormFields<Profile>(
    () => readLocalProfile() ?? emptyProfile(user),
    () => clearFeedback(),
  );
  const [senha, setSenha] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const server = useApiQuery(api.account.profile, undefined, { staleTime: 0 }).data?.data.profile;
  useEffect(() => {
    if (!server) return;
    load(server);
    writeLocalProfile(server);
  }, [server, load]);
  const save = useApiMutation(api.account.saveProfile, {
    // The menu shows the "Nome preferido": it reads the same route.
    invalidates: [api.account.profile],
    onSuccess: (res) => {
      replace(res.data.profile);
      writeLocalProfile(res.data.profile);
      setSenha('');
    },
    onError: (err) => {
      const field = (err.body as { field?: string } | null)?.field;
      if (field === 'senha' || field === 'email' || field === 'nome') setErrors({ [field]: err.message });
      else setErrors({ form: err.message });
    },
  });
  const success = save.isSuccess ? save.data.message || SUCCESS : null;
  const saving = save.isPending;
  const clearFeedback = () => {
    setErrors({});
    save.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!form.nome.trim()) next.nome = 'Informe seu nome.';
    if (!form.email.trim()) next.email = 'Informe o e-mail.';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) next.email = 'E-mail inválido.';
    if (!senha) next.senha = 'Informe sua senha para confirmar.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({ body: { ...form, senha } });
  };

  return (
    <Page eyebrow="Conta" title="Minha Conta" subtitle="Seus dados de perfil, objetivos e perfil financeiro.">
      <form className="panel form account-form" onSubmit={submit} noValidate>
        {success ? <Alert tone="success">{success}</Alert> : null}
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <div className="two-col">
          <FormField label="Nome" {...field('nome')} error={errors.nome} required autoComplete="name" />
          <FormField
            label="Nome preferido"
            {...field('nomePreferido')}
            hint="Como quer ser chamado(a)"
            autoComplete="nickname"
          />
        </div>
        <div className="two-col">
          <FormField
            label="E-mail"
            type="email"
            {...field('email')}
            error={errors.email}
            required
            autoComplete="email"
          />
          <FormField
            label="Senha"
            name="senha"
            type="password"
            value={senha}
            onChange={(e) => {
              setSenha(e.target.value);
              clearFeedback();
            }}
            error={errors.senha}
            hint="Sua senha atual, para confirmar a alteração"
            required
            autoComplete="current-password"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="objetivos">
            Objetivos
          </label>
          <textarea
            id="objetivos"
            className="field__textarea"
            value={form.objetivos}
            maxLength={2000}
            onChange={(e) => set('objetivos', e.target.value)}
            placeholder="Ex.: construir uma renda extra com operações de swing trade"
          />
        </div>
        <ProfileChoices form={form} set={set} />
        <div>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar perfil'}
          </button>
        </div>
      </form>
      <DevicesPanel />
    </Page>
  );
}
