import { formatClock } from './progress';

interface Props {
  playing: boolean;
  time: number;
  duration: number;
  fullscreen: boolean;
  onToggle: () => void;
  onSeek: (time: number) => void;
  onFullscreen: () => void;
}

/** The player's bar: play/pause, the clock, the seek bar and fullscreen. */
export function PlayerControls({
  playing,
  time,
  duration,
  fullscreen,
  onToggle,
  onSeek,
  onFullscreen,
}: Props) {
  return (
    <div className="ls-controls">
      <button
        type="button"
        className="ls-ctl"
        onClick={onToggle}
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
        onChange={(e) => onSeek(Number(e.target.value))}
      />
      <button
        type="button"
        className="ls-ctl"
        onClick={onFullscreen}
        aria-label={fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
      >
        {fullscreen ? '⤡' : '⤢'}
      </button>
    </div>
  );
}
