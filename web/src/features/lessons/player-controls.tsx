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

/** A two-state button of the bar: its label and glyph follow whether it is `on`. */
function ControlToggle({
  on,
  onClick,
  labels,
  glyphs,
}: {
  on: boolean;
  onClick: () => void;
  labels: { on: string; off: string };
  glyphs: { on: string; off: string };
}) {
  return (
    <button type="button" className="ls-ctl" onClick={onClick} aria-label={on ? labels.on : labels.off}>
      {on ? glyphs.on : glyphs.off}
    </button>
  );
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
      <ControlToggle
        on={playing}
        onClick={onToggle}
        labels={{ on: 'Pausar', off: 'Reproduzir' }}
        glyphs={{ on: '❚❚', off: '▶' }}
      />
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
      <ControlToggle
        on={fullscreen}
        onClick={onFullscreen}
        labels={{ on: 'Sair da tela cheia', off: 'Tela cheia' }}
        glyphs={{ on: '⤡', off: '⤢' }}
      />
    </div>
  );
}
