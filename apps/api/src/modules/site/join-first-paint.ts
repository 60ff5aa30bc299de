import { Value } from 'typebox/value';
import {
  ConferenceShortDetail,
  ConferenceShortDetailQuery,
  EventCustomisation,
  joinPaintState,
  JOIN_FIRST_PAINT_ROUTE,
  type RouteMatch,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { CustomisationService } from '../customisation/service';
import type { ServedPaint } from './first-paint';

/**
 * The join page's event for the page being served (issue 27): the same public facts and look the
 * page would ask for (the conference service's short detail, the host's public customisation, each
 * cleaned to its public shape), the screen JoinPage draws for them, and its fields. An alias that
 * names nothing gets the Invalid Conference link screen; any other failure, none (the page loads as before).
 */
export function joinServedPaint(ctx: Pick<AppContext, 'conferences' | 'db'>) {
  const customisation = new CustomisationService(ctx.db);
  return async (match: Pick<RouteMatch, 'route' | 'params'>, search: URLSearchParams): Promise<ServedPaint | null> => {
    if (match.route.path !== JOIN_FIRST_PAINT_ROUTE || !match.params.alias) return null;
    const alias = match.params.alias;
    const speaker = search.get('speaker') ?? undefined;
    // What the short-detail endpoint would refuse as a bad request, the page does not look up either.
    if (!Value.Check(ConferenceShortDetailQuery, speaker === undefined ? { alias } : { alias, speaker })) return null;
    try {
      const detail = Value.Clean(ConferenceShortDetail, await ctx.conferences.shortDetail(alias, speaker)) as ConferenceShortDetail;
      const look = await customisation.forEvent(alias).then(
        (value) => Value.Clean(EventCustomisation, value) as EventCustomisation,
        () => null,
      );
      // A welcome page comes first: its picture is the host's own, so the page keeps its general first paint.
      const state = look?.welcome_page.enabled ? null : joinPaintState(detail);
      return { state, fields: { topic: detail.topic, host: detail.host?.display_name ?? '' }, data: { alias, speaker, detail, look } };
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_conference_link')
        return { state: joinPaintState(null), fields: {}, data: { alias, speaker, detail: null, look: null } };
      return null;
    }
  };
}
