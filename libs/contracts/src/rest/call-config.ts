import { Type, type Static } from 'typebox';

import { MESH_MAX_PARTICIPANTS } from '../room/mesh-size';

export { MESH_MAX_PARTICIPANTS };

/** `POST /call-config/config` (spec §7): with LiveKit the member proves who they are with their room resume token. */
export const CallConfigBody = Type.Object(
  {
    alias: Type.String({ minLength: 1, maxLength: 64 }),
    participant_id: Type.Optional(Type.String({ maxLength: 64 })),
    display_name: Type.Optional(Type.String({ maxLength: 100 })),
    resume_token: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type CallConfigBody = Static<typeof CallConfigBody>;

/** An ICE server of the mesh (STUN, or TURN with its credentials). */
export const IceServer = Type.Object({
  urls: Type.Array(Type.String()),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServer = Static<typeof IceServer>;

/** Without LiveKit: the mesh, its ICE servers and how many it holds. */
export const MeshCallConfig = Type.Object({
  transport: Type.Literal('mesh'),
  ice_servers: Type.Array(IceServer),
  max_participants: Type.Number(),
});
export type MeshCallConfig = Static<typeof MeshCallConfig>;

/** With LiveKit: the server URL and a short-lived token for the room named after the alias. */
export const LiveKitCallConfig = Type.Object({
  transport: Type.Literal('livekit'),
  url: Type.String(),
  token: Type.String(),
  room: Type.String(),
  expires_in: Type.Number(),
});
export type LiveKitCallConfig = Static<typeof LiveKitCallConfig>;

export const CallConfig = Type.Union([LiveKitCallConfig, MeshCallConfig]);
export type CallConfig = Static<typeof CallConfig>;
