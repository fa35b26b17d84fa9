import { formatWorkload } from '@sinais/shared';

/** "4", "1,5" or "1.5" hours → minutes; empty → null (no workload); anything else → undefined (invalid). */
export function parseWorkloadHours(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (!t) return null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return undefined;
  const minutes = Math.round(Number(t) * 60);
  return minutes >= 1 ? minutes : undefined;
}

export const hoursText = (minutes: number | null) =>
  minutes === null ? '' : (minutes / 60).toLocaleString('pt-BR', { maximumFractionDigits: 2 });

interface Props {
  value: string;
  onChange: (text: string) => void;
}

/** The course's workload ("carga horária"), the one its certificate states. */
export function WorkloadField({ value, onChange }: Props) {
  const minutes = parseWorkloadHours(value);
  const hint =
    minutes === undefined
      ? 'Use horas, como 4 ou 1,5.'
      : minutes === null
        ? 'Sem carga horária, o certificado não informa nenhuma.'
        : `O certificado dirá: carga horária de ${formatWorkload(minutes)}.`;
  return (
    <label className="ca-field ca-workload">
      <span>Carga horária do certificado (horas)</span>
      <input
        inputMode="decimal"
        value={value}
        maxLength={7}
        aria-invalid={minutes === undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <small className={minutes === undefined ? 'ca-error' : 'ca-muted'}>{hint}</small>
    </label>
  );
}
