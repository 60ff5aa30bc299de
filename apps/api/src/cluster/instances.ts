/**
 * Each instance's alive key (issue 25): set with a short expiry and renewed every second while the instance runs
 * (`rooms/cluster/room-cluster.ts`), so its absence means the instance is gone (killed, crashed, cut off).
 */
export const instanceAliveKey = (instance: string) => `platform:instance:${instance}:alive`;
