import { useEngineHealth, type EngineHealthView } from '@/lib/engine-health';

const CAUSE_TITLE = {
  engine_silent: 'Motor de análise fora do ar',
  bus_down: 'Barramento indisponível',
  database_down: 'Banco de dados indisponível',
} as const;

/**
 * The engine's state at the top of every admin screen, when something is wrong: the engine silent (red), the bus
 * down while the engine works (amber), or the store unreadable. Nothing when the engine is simply online.
 */
export function EngineHealthBanner({ health }: { health?: EngineHealthView }) {
  const own = useEngineHealth();
  const h = health ?? own;
  if (h.state === 'loading' || (h.state === 'online' && !h.cause)) return null;
  if (h.state === 'paused' && !h.cause) return null;
  const severe = h.state === 'offline' || h.state === 'never';
  const title = h.cause ? CAUSE_TITLE[h.cause] : 'Motor de análise';
  // The server's sentence starts with the title ("Motor de análise fora do ar: sem heartbeat há…"): said once.
  const detail = h.message.startsWith(`${title}: `) ? h.message.slice(title.length + 2) : h.message;
  return (
    <div
      className={`alert ${severe ? 'alert--error' : 'alert--warning'}`}
      role="status"
      data-testid="engine-health"
      data-state={h.state}
    >
      <div className="alert__body">
        <div className="alert__title">{title}</div>
        <div>{detail.charAt(0).toUpperCase() + detail.slice(1)}</div>
      </div>
    </div>
  );
}
