import type { ReactElement } from 'react';
import { firstPaintField, type JoinPaintState } from '@platform/contracts/src/site/join-first-paint';
import { ProductHeader } from '@platform/ui';
import { JoinProblem } from './JoinProblem';
import { PreJoin } from './PreJoin';
import type { JoinDetail } from '../hooks/useJoinDetail';

/**
 * The join page's screens for the server's first paint (issue 27; routes.json `firstPaintStates`):
 * what JoinPage draws for a visitor who is not signed in, per state of @platform/contracts
 * `joinPaintState`, with field markers where the server puts the event's topic and host, escaped.
 */
// the short detail's shape (its host has a name, no id)
const detail = (mode: 'meeting' | 'livestream', hasPasscode: boolean) =>
  ({
    alias: 'first-paint',
    topic: firstPaintField('topic'),
    host: { display_name: firstPaintField('host') },
    mode,
    has_passcode: hasPasscode,
  }) as JoinDetail;

const preJoin = (mode: 'meeting' | 'livestream', hasPasscode: boolean) =>
  function FirstPaintPreJoin() {
    return (
      <>
        <ProductHeader />
        <PreJoin alias="first-paint" detail={detail(mode, hasPasscode)} defaultName="" signedInAs={null} />
      </>
    );
  };

const problem = (kind: 'ended' | 'invalid') =>
  function FirstPaintProblem() {
    return (
      <>
        <ProductHeader />
        <JoinProblem kind={kind} />
      </>
    );
  };

export const joinFirstPaints: Record<JoinPaintState, () => ReactElement> = {
  join: preJoin('meeting', false),
  'join-passcode': preJoin('meeting', true),
  watch: preJoin('livestream', false),
  'watch-passcode': preJoin('livestream', true),
  ended: problem('ended'),
  invalid: problem('invalid'),
};
