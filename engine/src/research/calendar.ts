/**
 * How the training data is cut (issue 20): ten half-year folds for the nested walk-forward, grouped into four
 * market regimes for the acceptance rule. The 2022-05-18 → 2022-12-31 gap between the two training sets is
 * held out and belongs to no fold.
 */
export interface Fold {
  id: string;
  from: number;
  to: number;
  block: BlockId;
}

export type BlockId = 'B1' | 'B2' | 'B3' | 'B4';

export interface Block {
  id: BlockId;
  label: string;
  from: string;
  to: string;
}

export const BLOCKS: readonly Block[] = [
  { id: 'B1', label: 'recuperação de 2019 e crash de março de 2020', from: '2019-01-01', to: '2020-07-01' },
  { id: 'B2', label: 'alta de 2020-21 e crash de maio de 2021', from: '2020-07-01', to: '2021-07-01' },
  {
    id: 'B3',
    label: 'topo do fim de 2021 e baixa do 1º semestre de 2022',
    from: '2021-07-01',
    to: '2022-05-18',
  },
  { id: 'B4', label: 'recuperação de 2023 e alta do início de 2024', from: '2023-01-01', to: '2024-04-16' },
];

const d = (s: string) => Date.parse(`${s}T00:00:00Z`);

const FOLD_BOUNDS: ReadonlyArray<[string, string, BlockId]> = [
  ['2019-01-01', '2019-07-01', 'B1'],
  ['2019-07-01', '2020-01-01', 'B1'],
  ['2020-01-01', '2020-07-01', 'B1'],
  ['2020-07-01', '2021-01-01', 'B2'],
  ['2021-01-01', '2021-07-01', 'B2'],
  ['2021-07-01', '2022-01-01', 'B3'],
  ['2022-01-01', '2022-05-18', 'B3'],
  ['2023-01-01', '2023-07-01', 'B4'],
  ['2023-07-01', '2024-01-01', 'B4'],
  ['2024-01-01', '2024-04-16', 'B4'],
];

export const FOLDS: readonly Fold[] = FOLD_BOUNDS.map(([from, to, block]) => ({
  id: `${from.slice(0, 7)}→${to.slice(0, 7)}`,
  from: d(from),
  to: d(to),
  block,
}));

/** The fold a decision time falls in (null in the held-out gap). */
export function foldOf(t: number): number | null {
  const k = FOLDS.findIndex((f) => t >= f.from && t < f.to);
  return k < 0 ? null : k;
}
