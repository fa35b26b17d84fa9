/**
 * The words every surface uses for signals made on simulated prices (issue 27 §6): cards, dashboard, history,
 * detail, in-app notifications, Web Push and Telegram. One place, so no screen calls them anything else.
 */
export const DEMO_SIGNAL_LABEL = 'Sinal de demonstração · preços simulados';

/** Short form for tight places (a notification title). */
export const DEMO_SIGNAL_TAG = 'Demonstração';

/** Said wherever the signals of an instance on simulated prices are listed or announced. */
export const DEMO_SIGNALS_EXPLAINED =
  'Os preços desta instância são simulados: os sinais são de demonstração, gerados para mostrar como o produto funciona. Eles não passam pelo portão de estratégias, não são recomendação e seus resultados não valem como histórico de desempenho.';

/** The title of an alert: "[Demonstração] Novo sinal: BTCUSDT COMPRA" for a demonstration signal. */
export const demoTitle = (title: string, simulated: boolean): string =>
  simulated ? `[${DEMO_SIGNAL_TAG}] ${title}` : title;
