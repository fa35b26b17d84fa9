import { scoreTone } from '@/components/admin/console';

/** The class that colours a 0–100 score by its tone (green, orange, red). */
export const scoreClass = (score: number) => `ac-score ac-score--${scoreTone(score)}`;
