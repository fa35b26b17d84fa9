import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatWorkload, type CertificateResponse } from '@sinais/shared';
import { http, HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import './certificate.css';

/** /certificado/{curso}: the completion certificate (printable), once every published lesson is complete. */
export function CertificatePage() {
  usePageTitle('Certificado');
  const { curso = '' } = useParams();
  const [data, setData] = useState<CertificateResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    http<CertificateResponse>(`/api/courses/${encodeURIComponent(curso)}/certificate`)
      .then((r) => alive && setData(r))
      .catch(
        (err: unknown) =>
          alive &&
          setError(
            err instanceof HttpError && err.serverMessage
              ? err.serverMessage
              : 'Erro ao carregar o certificado.',
          ),
      );
    return () => {
      alive = false;
    };
  }, [curso]);

  if (error)
    return (
      <div className="page cert-page">
        <div className="alert alert--error" role="alert">
          <div className="alert__body">{error}</div>
        </div>
        <Link to="/vitrine-alunos">← Meus cursos</Link>
      </div>
    );
  if (!data)
    return (
      <div className="page cert-page" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );

  const c = data.certificate;
  if (!c) {
    return (
      <div className="page cert-page">
        <section className="cert-locked">
          <h1>Certificado de conclusão</h1>
          <p>
            Conclua todas as aulas para liberar o seu certificado: {data.progress.completed} de{' '}
            {data.progress.total} concluídas.
          </p>
          <Link className="btn btn--primary" to="/vitrine-alunos">
            Continuar o curso
          </Link>
        </section>
      </div>
    );
  }

  // The workload is the one the admin set for the course; without it the certificate states none.
  const load = c.workload_minutes ? formatWorkload(c.workload_minutes) : null;
  return (
    <div className="page cert-page">
      <div className="cert-bar cert-noprint">
        <Link to="/vitrine-alunos">← Meus cursos</Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Imprimir ou salvar em PDF
        </button>
      </div>
      <article className="cert" aria-label="Certificado de conclusão">
        <p className="cert__brand">Sinais Cripto</p>
        <h1>Certificado de Conclusão</h1>
        <p>Certificamos que</p>
        <p className="cert__name">{c.holder_name}</p>
        <p>
          concluiu o curso <strong>{c.course_name}</strong>, com {c.lessons_count}{' '}
          {c.lessons_count === 1 ? 'aula' : 'aulas'}
          {load ? ` e carga horária de ${load}` : ''}, em {formatDate(c.issued_at)}.
        </p>
        <p className="cert__code">Código de verificação: {c.code}</p>
      </article>
    </div>
  );
}
