import type { TypedEnvelope } from '@sinais/shared';

/** What the domain may ask of the live connections, without knowing Socket.IO (the socket layer provides it). */
export interface LiveConnections {
  /** Users with a socket on this gateway now. */
  localUserIds(): string[];
  /** Sockets in a room on this gateway. */
  localRoomSize(room: string): number;
  /** Sends an envelope to a room's sockets on this gateway only. */
  emitLocal(room: string, env: TypedEnvelope): void;
  /** Moves a member's sockets on this gateway in or out of the experimental room, per the stored opt-in. */
  applyExperimentalOptIn(userId: string): Promise<void>;
}
