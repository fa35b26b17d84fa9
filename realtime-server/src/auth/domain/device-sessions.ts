import type { DeviceSession } from '@sinais/shared';
import type { SessionsRepo } from '../data/sessions.repo';

/** "Dispositivos conectados": the member's live sessions, the one asking marked as this device. */
export async function listDevices(
  sessions: SessionsRepo,
  userId: string,
  currentSid: string,
): Promise<DeviceSession[]> {
  const rows = await sessions.listLive(userId);
  return rows.map((s) => ({
    id: String(s.id),
    device: s.device,
    place: s.place,
    created_at: new Date(s.created_at).toISOString(),
    last_seen_at: new Date(s.last_seen_at).toISOString(),
    current: String(s.id) === currentSid,
  }));
}
