import { usePageTitle } from '@/lib/use-page-title';
import { useSalesConfig } from './use-sales-config';
import './sales.css';
import './sales-player.css';
import { SalesView } from './sales-view';

/** /sales: the public video sales page (spec 002 §2). */
export function SalesPage() {
  usePageTitle('Despertar Crypto');
  const { config, variant, error, fromServer } = useSalesConfig();

  // During an A/B test the cached copy cannot know this visitor's variant: wait for the server to avoid a flash.
  if (!config || (config.abTestConfig.enabled && !fromServer && !error)) {
    return (
      <div className="sales sales--loading" aria-busy="true">
        {error && !config ? (
          <p className="sales-error">{error}</p>
        ) : (
          <div className="spinner" aria-label="Carregando" />
        )}
      </div>
    );
  }
  const headline =
    config.headlines.find((h) => h.id === variant?.headlineId) ??
    config.headlines.find((h) => h.active) ??
    config.headlines[0]!;
  const button =
    config.buttons.find((b) => b.id === variant?.buttonId) ??
    config.buttons.find((b) => b.active) ??
    config.buttons[0]!;
  const overlay = config.videoOverlays.find((o) => o.active) ?? config.videoOverlays[0]!;
  return (
    <SalesView
      config={config}
      headline={headline}
      button={button}
      overlay={overlay}
      tracking={variant !== null}
    />
  );
}
