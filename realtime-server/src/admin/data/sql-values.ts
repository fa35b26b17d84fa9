/** A numeric column as both drivers return it (number, numeric string or null) as a finite number; 0 otherwise. */
export const num = (v: unknown): number => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};
