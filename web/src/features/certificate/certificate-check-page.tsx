import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CERTIFICATE_CODE_PATTERN, formatDate, formatWorkload } from '@sinais/shared';
import { ErrorNote } from '@/components/error-note';
import { Page } from '@/components/page-header';
import { api, useApiQuery } from '@/lib/api';
import './certificate.css';

const normalize = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/**
 * /verificar-certificado/{código}: anyone (an employer, a school) checks a certificate by the code printed on it
 * and sees whom it was issued to, for which course and when — or that no certificate has that code.
 */
export function CertificateCheckPage() {
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const code = normalize(codigo);
  const [typed, setTyped] = useState(code);
  const wellFormed = CERTIFICATE_CODE_PATTERN.test(code);
  const q = useApiQuery(
    api.courses.verifyCertificate,
    { params: { code } },
    { enabled: wellFormed, retry: false },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/verificar-certificado/${normalize(typed)}`);
  };
  const c = q.data?.certificate ?? null;

  return (
    <Page
      className="cert-check"
      eyebrow="Certificados"
      title="Verificar certificado"
      subtitle="Digite o código de verificação impresso no certificado (SC-XXXX-XXXX)."
    >
      <form className="cert-check__form" onSubmit={submit}>
        <label htmlFor="codigo-certificado">Código de verificação</label>
        <input
          className="text-input"
          id="codigo-certificado"
          value={typed}
          maxLength={20}
          placeholder="SC-XXXX-XXXX"
          autoCapitalize="characters"
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          Verificar
        </button>
      </form>
      {code && !wellFormed ? <ErrorNote>Código inválido. Use o formato SC-XXXX-XXXX.</ErrorNote> : null}
      {q.isError ? (
        <ErrorNote>{q.error.serverMessage ?? 'Não foi possível verificar agora.'}</ErrorNote>
      ) : null}
      {q.data && !q.data.valid ? (
        <div className="alert alert--error" role="alert" data-testid="certificate-invalid">
          <div className="alert__body">Nenhum certificado foi emitido com o código {code}.</div>
        </div>
      ) : null}
      {c ? (
        <div className="alert alert--success" role="status" data-testid="certificate-valid">
          <div className="alert__body">
            <strong className="alert__title">Certificado válido</strong>
            <div>
              Emitido pela Sinais Cripto para <strong>{c.holder_name}</strong>, pela conclusão do curso{' '}
              <strong>{c.course_name}</strong> ({c.lessons_count} {c.lessons_count === 1 ? 'aula' : 'aulas'}
              {c.workload_minutes ? `, carga horária de ${formatWorkload(c.workload_minutes)}` : ''}), em{' '}
              {formatDate(c.issued_at)}. Código {c.code}.
            </div>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
