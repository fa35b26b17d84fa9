import { formatDateTime } from '@/lib/format';

/** When the selection was or will be updated; a missing time reads "Data inválida". */
export const formatUpdateTime = (v: string | null) => (v ? formatDateTime(v) : 'Data inválida');
