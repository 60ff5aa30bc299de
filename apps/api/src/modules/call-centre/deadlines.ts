/**
 * Something that must happen later, whichever instance is alive then: a ring that goes unanswered, a visitor who
 * left, and (clustered) a visitor's presence that lapsed because every instance holding their sockets is gone.
 */
export type Deadline =
  { kind: 'ring'; callId: string; agentId: number } | { kind: 'visitor'; callId: string } | { kind: 'presence'; callId: string };

export const deadlineName = (deadline: Deadline) =>
  deadline.kind === 'ring' ? `ring:${deadline.callId}:${deadline.agentId}` : `${deadline.kind}:${deadline.callId}`;

export function parseDeadline(name: string): Deadline | null {
  const [kind, callId, agentId] = name.split(':');
  if (kind === 'ring' && callId && Number.isInteger(Number(agentId))) return { kind, callId, agentId: Number(agentId) };
  if ((kind === 'visitor' || kind === 'presence') && callId) return { kind, callId };
  return null;
}
