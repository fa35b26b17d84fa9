import { Link } from 'react-router-dom';
import type { Draft } from './lesson-draft';

interface Props {
  lesson: Draft;
  index: number;
  count: number;
  onChange: (patch: Partial<Draft>) => void;
  onMove: (by: -1 | 1) => void;
  onUpload: (file: File | undefined) => void;
  onRemove: () => void;
}

/** One lesson of the editor: order, title, description, video (upload or link), published, delete. */
export function LessonRow({ lesson: l, index: i, count, onChange, onMove, onUpload, onRemove }: Props) {
  return (
    <li className="ca-lesson boxed" data-testid={`lesson-${i + 1}`}>
      <div className="ca-lesson__order">
        <span className="ca-num">{i + 1}</span>
        <button type="button" onClick={() => onMove(-1)} disabled={i === 0} aria-label="Mover para cima">
          ↑
        </button>
        <button
          type="button"
          onClick={() => onMove(1)}
          disabled={i === count - 1}
          aria-label="Mover para baixo"
        >
          ↓
        </button>
      </div>
      <div className="ca-lesson__body">
        <label className="ca-field">
          <span>Título da aula {i + 1}</span>
          <input value={l.title} maxLength={200} onChange={(e) => onChange({ title: e.target.value })} />
        </label>
        <label className="ca-field">
          <span>Descrição</span>
          <textarea
            rows={2}
            maxLength={2000}
            value={l.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        </label>
        <div className="ca-video">
          <span className="ca-video__now">
            {l.video?.type === 'file'
              ? `Arquivo: ${l.video.file}`
              : l.video?.type === 'url'
                ? 'Link externo'
                : 'Sem vídeo'}
            {l.duration_s
              ? ` · ${Math.floor(l.duration_s / 60)}:${String(l.duration_s % 60).padStart(2, '0')}`
              : ''}
          </span>
          <label className="ca-upload">
            <span className="btn btn--ghost btn--sm">
              {l.uploading ? 'Enviando...' : 'Enviar vídeo (MP4/WebM)'}
            </span>
            <input
              type="file"
              accept="video/mp4,video/webm"
              aria-label={`Enviar vídeo da aula ${i + 1}`}
              disabled={l.uploading}
              onChange={(e) => onUpload(e.target.files?.[0])}
            />
          </label>
          <input
            className="ca-url"
            type="url"
            placeholder="ou cole um link do YouTube, Vimeo ou https://…/video.mp4"
            aria-label={`Link do vídeo da aula ${i + 1}`}
            maxLength={500}
            value={l.video?.type === 'url' ? l.video.url : ''}
            onChange={(e) =>
              onChange({
                video: e.target.value.trim() ? { type: 'url', url: e.target.value.trim() } : null,
              })
            }
          />
        </div>
        <div className="ca-lesson__foot">
          <label className="ca-check">
            <input
              type="checkbox"
              checked={l.published}
              onChange={(e) => onChange({ published: e.target.checked })}
            />
            Publicada
          </label>
          {l.id && l.published ? (
            <Link to={`/aula/${l.id}`} className="ca-muted">
              Ver aula
            </Link>
          ) : null}
          <button
            type="button"
            className="btn btn--ghost btn--sm ca-danger"
            onClick={() => {
              if (
                !window.confirm(`Excluir a aula "${l.title || i + 1}"? O progresso dos alunos nela se perde.`)
              )
                return;
              onRemove();
            }}
          >
            Excluir
          </button>
        </div>
      </div>
    </li>
  );
}
