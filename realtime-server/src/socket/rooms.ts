import { ROOMS } from '@sinais/shared';
import type { SocketSession } from './handshake';

/** The rooms a verified session may be in; the client never chooses beyond these. */
export function allowedRooms(session: SocketSession | null): string[] {
  if (!session) return [ROOMS.public];
  const rooms = [ROOMS.public, ROOMS.members, ROOMS.user(session.user.id)];
  if (session.user.is_admin) rooms.push(ROOMS.admins);
  return rooms;
}
