import { useCallback, useEffect, useRef, useState } from 'react';
import { formatClock } from './progress';

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

/** An error this soon after a fresh link is not an expiry: the video is really unavailable (access ended). */
const REFRESH_GRACE_MS = 10_000;

const HIDE_MS = 3000;
const PHONE_MAX_W = 768;

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
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resumed = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [controls, setControls] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [activeSrc, setActiveSrc] = useState(src);
  const resumeAt = useRef<{ time: number; play: boolean } | null>(null);
  const refreshedAt = useRef(0);

  const scheduleHide = useCallback(() => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      if (video.current && !video.current.paused) setControls(false);
    }, HIDE_MS);
  }, []);

  const reveal = useCallback(() => {
    setControls(true);
    scheduleHide();
  }, [scheduleHide]);

  useEffect(() => {
    resumed.current = false;
    resumeAt.current = null;
    refreshedAt.current = 0;
    setActiveSrc(src);
    setFailed(false);
    setTime(0);
    setPlaying(false);
    setControls(true);
  }, [src]);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  useEffect(() => {
    const onFs = () => setFullscreen(document.fullscreenElement === wrap.current);
    document.addEventListener('fullscreenchange', onFs);
    return () => document.removeEventListener('fullscreenchange', onFs);
  }, []);

  const enterFullscreen = useCallback(async () => {
    try {
      if (wrap.current && !document.fullscreenElement) await wrap.current.requestFullscreen();
    } catch {
      /* refused without a user gesture: stay inline */
    }
  }, []);

  const toggleFullscreen = async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    else await enterFullscreen();
  };

  // Turning a phone to landscape goes fullscreen.
  useEffect(() => {
    const mq = window.matchMedia(`(orientation: landscape) and (max-width: ${PHONE_MAX_W * 1.5}px)`);
    const onChange = () => {
      const isPhone = Math.min(window.innerWidth, window.innerHeight) <= PHONE_MAX_W;
      if (mq.matches && isPhone && video.current && !video.current.paused) void enterFullscreen();
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [enterFullscreen]);

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

  const onVideoError = () => {
    const v = video.current;
    if (!refreshSource || !v || Date.now() - refreshedAt.current < REFRESH_GRACE_MS) {
      console.warn('Erro ao carregar o vídeo da aula');
      setFailed(true);
      return;
    }
    refreshedAt.current = Date.now();
    resumeAt.current = { time: v.currentTime, play: playing || !v.paused };
    refreshSource()
      .then((next) => {
        if (!next) return setFailed(true);
        // The same link again (issued within the same second): load it again rather than wait for a change.
        if (next === v.getAttribute('src')) v.load();
        else setActiveSrc(next);
      })
      .catch(() => setFailed(true));
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
        onError={onVideoError}
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
      <div className="ls-controls">
        <button
          type="button"
          className="ls-ctl"
          onClick={toggle}
          aria-label={playing ? 'Pausar' : 'Reproduzir'}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <span className="ls-time">
          {formatClock(time)} / {formatClock(duration)}
        </span>
        <input
          className="ls-seek"
          type="range"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          aria-label="Posição do vídeo"
          onChange={(e) => {
            const v = video.current;
            if (!v) return;
            v.currentTime = Number(e.target.value);
            setTime(v.currentTime);
            reveal();
          }}
        />
        <button
          type="button"
          className="ls-ctl"
          onClick={() => void toggleFullscreen()}
          aria-label={fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
        >
          {fullscreen ? '⤡' : '⤢'}
        </button>
      </div>
    </div>
  );
}
