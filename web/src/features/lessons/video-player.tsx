import { useEffect, useRef, useState } from 'react';
import { PlayerControls } from './player-controls';
import { useIdleControls, usePlayerFullscreen } from './use-player-chrome';
import { useSourceRefresh } from './use-source-refresh';

interface Props {
  src: string | null;
  title: string;
  startAt: number;
  completed: boolean;
  onProgress: (currentTime: number, duration: number, force?: boolean) => void;
  onComplete: () => void;
  onEnded?: () => void;
  /**
   * A new link for the same video. Links last 5 minutes and every range request is checked again: when one
   * is refused (expired, or access ended) the player asks for a fresh link and resumes where it was.
   */
  refreshSource?: () => Promise<string | null>;
}

/** Player with play/pause, seek, fullscreen, auto-hiding controls, resume and landscape fullscreen on phones. */
export function VideoPlayer({
  src,
  title,
  startAt,
  completed,
  onProgress,
  onComplete,
  onEnded,
  refreshSource,
}: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const resumed = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const { activeSrc, failed, resumeAt, reset, onVideoError } = useSourceRefresh(src, video, refreshSource);
  const { controls, setControls, scheduleHide, reveal } = useIdleControls(video);
  const { fullscreen, toggleFullscreen } = usePlayerFullscreen(wrap, video);

  useEffect(() => {
    resumed.current = false;
    reset();
    setTime(0);
    setPlaying(false);
    setControls(true);
    // Only a new lesson's link starts over (the helpers are new functions on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    // A fresh link is on its way: play (or not) once it has loaded.
    if (resumeAt.current) {
      resumeAt.current.play = !resumeAt.current.play;
      return;
    }
    if (v.paused) void v.play().catch((err: unknown) => console.warn('Falha ao reproduzir vídeo', err));
    else v.pause();
  };

  if (!src) {
    return (
      <div className="ls-player ls-player--empty">
        <p>O vídeo desta aula estará disponível em breve.</p>
      </div>
    );
  }

  return (
    <div
      ref={wrap}
      className={`ls-player${controls ? '' : ' ls-player--idle'}${fullscreen ? ' ls-player--fs' : ''}`}
      onMouseMove={reveal}
      onTouchStart={reveal}
      tabIndex={0}
      aria-label={`Player: ${title}`}
      onKeyDown={(e) => {
        const v = video.current;
        if (!v || e.target !== e.currentTarget) return;
        if (e.key === ' ' || e.key === 'k') toggle();
        else if (e.key === 'ArrowRight') v.currentTime = Math.min(v.duration || 0, v.currentTime + 5);
        else if (e.key === 'ArrowLeft') v.currentTime = Math.max(0, v.currentTime - 5);
        else if (e.key === 'f') void toggleFullscreen();
        else return;
        e.preventDefault();
        reveal();
      }}
    >
      <video
        ref={video}
        src={activeSrc ?? undefined}
        className="ls-video"
        playsInline
        preload="metadata"
        aria-label={title}
        onClick={toggle}
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          setDuration(v.duration);
          const resume = resumeAt.current;
          if (resume) {
            resumeAt.current = null;
            v.currentTime = resume.time;
            if (resume.play) void v.play().catch(() => undefined);
            return;
          }
          if (!resumed.current) {
            resumed.current = true;
            if (startAt > 0 && startAt < v.duration * 0.95) v.currentTime = startAt;
          }
        }}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          setTime(v.currentTime);
          onProgress(v.currentTime, v.duration || 0);
          if (!completed && v.duration > 0 && v.currentTime / v.duration >= 0.95) onComplete();
        }}
        onPlay={() => {
          setPlaying(true);
          scheduleHide();
        }}
        onPause={(e) => {
          setPlaying(false);
          setControls(true);
          onProgress(e.currentTarget.currentTime, e.currentTarget.duration || 0, true);
        }}
        onEnded={(e) => {
          setPlaying(false);
          setControls(true);
          onProgress(e.currentTarget.duration, e.currentTarget.duration || 0, true);
          onEnded?.();
        }}
        onError={() => onVideoError(playing)}
      >
        Seu navegador não suporta a reprodução de vídeos.
      </video>
      {failed ? (
        <div className="ls-player__error">Não foi possível carregar o vídeo. Recarregue a página.</div>
      ) : null}
      {!playing && !failed ? (
        <button type="button" className="ls-bigplay" onClick={toggle} aria-label="Reproduzir">
          ▶
        </button>
      ) : null}
      <PlayerControls
        playing={playing}
        time={time}
        duration={duration}
        fullscreen={fullscreen}
        onToggle={toggle}
        onSeek={(t) => {
          const v = video.current;
          if (!v) return;
          v.currentTime = t;
          setTime(v.currentTime);
          reveal();
        }}
        onFullscreen={() => void toggleFullscreen()}
      />
    </div>
  );
}
