import type { ApiOutput } from '@sinais/shared';
import type { api } from '@/lib/api';

/** The current selection as GET /api/top-pairs/list answers it. */
export type TopPairsList = ApiOutput<typeof api.operations.topPairs>['data'];
