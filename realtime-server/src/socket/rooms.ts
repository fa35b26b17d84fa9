import { ROOMS, ROOMS_OF_READER, type SocketSession } from '@sinais/shared';

/** The rooms a verified session may be in (the shared room policy); the client never chooses beyond these. */
export function allowedRooms(session: SocketSession | null): string[] {
  const reader = !session ? 'anonymous' : session.user.is_admin ? 'admin' : 'member';
  return ROOMS_OF_READER[reader].map((room) =>
    room === 'user' ? ROOMS.user(session!.user.id) : ROOMS[room],
  );
}
