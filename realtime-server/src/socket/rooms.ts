import { ROOMS, ROOMS_OF_READER, type SocketSession } from '@sinais/shared';

/**
 * The rooms a verified session may be in (the shared room policy); the client never chooses beyond these. A
 * member is in the experimental room only with `experimental` (the stored opt-in): `room:join` passes false, so a
 * member never joins it on request.
 */
export function allowedRooms(session: SocketSession | null, experimental = false): string[] {
  const reader = !session
    ? 'anonymous'
    : session.user.is_admin
      ? 'admin'
      : experimental
        ? 'experimental'
        : 'member';
  return ROOMS_OF_READER[reader].map((room) =>
    room === 'user' ? ROOMS.user(session!.user.id) : ROOMS[room],
  );
}
