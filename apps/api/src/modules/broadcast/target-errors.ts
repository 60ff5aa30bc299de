/**
 * What a stream target's refusal means for the host: the network could not reach the server, or
 * the server took the connection and refused to publish (spec §8 'check stream key').
 */
export type TargetProblem = 'check_stream_key' | 'network';

const NETWORK = [
  /connection refused/i,
  /connection timed out/i,
  /timed out/i,
  /network is unreachable/i,
  /no route to host/i,
  /name or service not known/i,
  /temporary failure in name resolution/i,
  /failed to resolve/i,
  /cannot open connection/i,
  /host is unreachable/i,
];

/** Classifies the stderr of a relay that ended early. Anything after a successful connect is the key's fault. */
export function targetProblemOf(stderr: string): TargetProblem {
  return NETWORK.some((pattern) => pattern.test(stderr)) ? 'network' : 'check_stream_key';
}

/** The English text for a target problem (the client shows its own translation of the code). */
export const TARGET_PROBLEM_TEXT: Record<TargetProblem, string> = {
  check_stream_key: 'The stream target refused the stream. Please check the stream key.',
  network: 'The stream target could not be reached. Please check the server URL and your internet connection.',
};
