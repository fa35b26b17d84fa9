// pt-BR / America/Sao_Paulo formatting lives in @sinais/shared so client and server agree.
export {
  LOCALE,
  TIME_ZONE,
  formatBRL,
  formatCents,
  formatInstallments,
  formatUSD,
  formatNumber,
  formatPercent,
  formatDateTime,
  formatDate,
  formatTime,
  zonedParts,
  zonedTimeToUtc,
} from '@sinais/shared';
