import { analysisStatusSchema, monitoringStatusSchema } from '@sinais/shared';
import type { OperatorStateRepo } from '../data/operator-state.repo';
import { livenessOf } from '../../platform/engine-liveness';

/** The engine as the operator sees it: liveness, heartbeat and its last monitoring and analysis status. */
export async function engineView(state: OperatorStateRepo) {
  const s = await state.many(['heartbeat', 'monitoring_status', 'analysis_status']);
  const live = livenessOf(s.heartbeat);
  const online = live.online;
  const hb = live.heartbeat ? { success: true as const, data: live.heartbeat } : { success: false as const };
  const mon = monitoringStatusSchema.safeParse(s.monitoring_status?.value);
  const an = analysisStatusSchema.safeParse(s.analysis_status?.value);
  return {
    online,
    heartbeat: hb.success ? hb.data : null,
    monitoring: mon.success ? mon.data : null,
    analysis: an.success ? an.data : null,
    analysisAt: s.analysis_status?.updated_at ?? null,
  };
}
