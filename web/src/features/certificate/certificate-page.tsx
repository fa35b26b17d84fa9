import { Link, useParams } from 'react-router-dom';
import { formatDate, formatWorkload } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { DocumentPending, PrintBar } from '@/components/printable-document/printable-document';
import './certificate.css';

const BACK = { to: '/vitrine-alunos', label: 'Meus cursos' };

/** /certificado/{curso}: the completion certificate (printable), once every published lesson is complete. */
export function CertificatePage() {
  usePageTitle('Certificado');
  const { curso = '' } = useParams();
  const query = useApiQuery(api.courses.certificate, { params: { courseId: curso } }, { retry: false });
  const data = query.data ?? null;
  const error = query.isError ? (query.error.serverMessage ?? 'Erro ao carregar o certificado.') : null;

  if (error || !data) return <DocumentPending error={error} back={BACK} className="cert-page" />;

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
      <PrintBar back={BACK} className="cert-bar cert-noprint" />
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
        <p className="cert__verify">
          Confira em{' '}
          <Link to={`/verificar-certificado/${c.code}`}>
            {window.location.host}/verificar-certificado/{c.code}
          </Link>
        </p>
      </article>
    </div>
  );
}
