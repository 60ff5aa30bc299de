/** Something that must happen later, whichever instance is alive then: a ring that goes unanswered, a visitor who left. */
export type Deadline = { kind: 'ring'; callId: string; agentId: number } | { kind: 'visitor'; callId: string };

export const deadlineName = (deadline: Deadline) =>
  deadline.kind === 'ring' ? `ring:${deadline.callId}:${deadline.agentId}` : `visitor:${deadline.callId}`;

export function parseDeadline(name: string): Deadline | null {
  const [kind, callId, agentId] = name.split(':');
  if (kind === 'ring' && callId && Number.isInteger(Number(agentId))) return { kind, callId, agentId: Number(agentId) };
  if (kind === 'visitor' && callId) return { kind, callId };
  return null;
}
