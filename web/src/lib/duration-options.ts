/** "Por 30 minutos", "Por 1 hora", "Por 4 horas": how the admin screens name a timed window. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `Por ${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? 'Por 1 hora' : `Por ${hours} horas`;
}

/** A select's options for windows of these lengths, valued in minutes. */
export const durationOptions = (minutes: number[]) =>
  minutes.map((m) => ({ value: String(m), label: durationLabel(m) }));
