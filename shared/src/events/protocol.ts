/** Bumped whenever an event's shape changes incompatibly; clients compare it on connect. */
export const PROTOCOL_VERSION = 1 as const;

/** Socket.IO rooms. Membership is decided by the gateway from the verified token, never by the client. */
export const ROOMS = {
  public: 'public',
  members: 'members',
  admins: 'admins',
  /** Members who opted in to experimental signals (Configurações), and admins. */
  experimental: 'experimental',
  user: (userId: string) => `user:${userId}`,
} as const;

export type RoomKind = 'public' | 'members' | 'experimental' | 'admins' | 'user';
