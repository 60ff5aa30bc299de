import type { Room } from '@livekit/rtc-node';

export interface SyntheticMemberOptions {
  publish?: boolean;
  width?: number;
  height?: number;
  fps?: number;
  simulcast?: boolean;
  subscribe?: boolean;
}
export interface SyntheticMember {
  id: string;
  name: string;
  room: Room;
  subscribedVideo(): number;
  publishCamera(): Promise<void>;
  stop(): Promise<void>;
}
export declare function joinSyntheticMember(
  base: string,
  alias: string,
  name: string,
  options?: SyntheticMemberOptions,
): Promise<SyntheticMember>;
export declare function disposeSyntheticMembers(): Promise<void>;
export { RoomEvent } from '@livekit/rtc-node';
