import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX, type CourseReview as Review } from '@sinais/shared';
import { ErrorNote } from '@/components/error-note';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { ReviewFields, type ReviewDraft } from './review-fields';

const STATUS_TEXT: Record<Review['status'], string> = {
  pending: 'Aguardando a aprovação da equipe.',
  published: 'Publicada na página do curso.',
  rejected: 'Não publicada pela equipe.',
};

const draftOf = (r: Review | null, name: string): ReviewDraft => ({
  rating: r?.rating ?? 0,
  text: r?.text ?? '',
  display_name: r?.display_name ?? name,
  location: r?.location ?? '',
  consent: r?.consent ?? false,
});

/**
 * A buyer's review of a course they own: a note from 1 to 5, a text, the name it shows and whether it may be
 * published. It reaches the course's pages only once the team publishes it, and only with that consent.
 */
export function CourseReview({ courseId, title }: { courseId: string; title: string }) {
  const userName = useSessionStore((s) => s.user?.name ?? '');
  const mine = useApiQuery(api.courses.myReview, { params: { courseId } });
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useApiMutation(api.courses.saveMyReview, {
    invalidates: [api.courses.myReview, api.courses.socialProof],
    onSuccess: (r) => {
      setNotice(r.message ?? null);
      setDraft(null);
    },
  });
  if (!mine.data?.can_review) return null;
  const review = mine.data.review;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    save.mutate({
      params: { courseId },
      body: { ...draft, location: draft.location || undefined },
    });
  };

  return (
    <section className="sc-review" aria-labelledby={`avaliar-${courseId}`} data-testid={`review-${courseId}`}>
      <h2 id={`avaliar-${courseId}`} className="sc-h2">
        Sua avaliação de {title}
      </h2>
      {review && !draft ? (
        <p className="sc-muted">
          Nota {review.rating} de 5 · {STATUS_TEXT[review.status]}
        </p>
      ) : null}
      {notice ? (
        <p className="alert alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {draft ? (
        <form className="sc-review__form" onSubmit={submit} noValidate>
          <ReviewFields draft={draft} onChange={setDraft} max={REVIEW_TEXT_MAX} />
          {save.isError ? (
            <ErrorNote>{save.error.serverMessage ?? 'Não foi possível salvar a avaliação.'}</ErrorNote>
          ) : null}
          <div className="sc-review__actions">
            <button type="submit" className="btn btn--primary" disabled={save.isPending}>
              {save.isPending ? 'Enviando...' : 'Enviar avaliação'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setDraft(null)}>
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => {
            setNotice(null);
            setDraft(draftOf(review, userName));
          }}
        >
          {review ? 'Editar minha avaliação' : 'Avaliar este curso'}
        </button>
      )}
    </section>
  );
}
