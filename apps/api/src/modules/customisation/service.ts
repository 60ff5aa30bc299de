import type { Database } from '../../db/database';
import { errors } from '../../errors';
import type { ConferenceCustomisation, CustomisationUpdateBody } from '@platform/contracts';

/** A host's look without its save time (libs/contracts/src/rest/customisation.ts). */
export type Customisation = Omit<ConferenceCustomisation, 'updated_at'>;
export type CustomisationUpdate = CustomisationUpdateBody;

export const DEFAULT_CUSTOMISATION: Customisation = {
  name_badge: { enabled: true },
  scene: { image_url: null },
  logo: { image_url: null, position: 'top-right' },
  text_effect: {
    enabled: false,
    text: '',
    font: 'Inter',
    font_style: 'bold',
    size: 28,
    transform: 'none',
    color: '#ffffff',
    background_color: '#c52428',
  },
  url_thumbnail: { image_url: null, title: '', description: '' },
  welcome_page: { enabled: false, title: '', message: '' },
  end_call_page: { enabled: false, title: '', message: '', redirect_url: null },
  anti_screen_capture: false,
};

const URL_FIELDS = [
  ['scene', 'image_url'],
  ['logo', 'image_url'],
  ['url_thumbnail', 'image_url'],
  ['end_call_page', 'redirect_url'],
] as const;

/** Only http(s) links: they end up in img src and in a redirect after the call. */
function checkUrl(value: unknown, field: string) {
  if (value === null || value === undefined || value === '') return;
  let url: URL;
  try {
    url = new URL(String(value), 'http://relative.invalid');
  } catch {
    throw errors.invalidInput(field, 'Please enter a valid link (http:// or https://).');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw errors.invalidInput(field, 'Please enter a valid link (http:// or https://).');
}

/** Stored sections over the defaults, so that new fields get their default. */
export function mergeCustomisation(base: Customisation, update: CustomisationUpdate): Customisation {
  return {
    name_badge: { ...base.name_badge, ...update.name_badge },
    scene: { ...base.scene, ...update.scene },
    logo: { ...base.logo, ...update.logo },
    text_effect: { ...base.text_effect, ...update.text_effect },
    url_thumbnail: { ...base.url_thumbnail, ...update.url_thumbnail },
    welcome_page: { ...base.welcome_page, ...update.welcome_page },
    end_call_page: { ...base.end_call_page, ...update.end_call_page },
    anti_screen_capture: update.anti_screen_capture ?? base.anti_screen_capture,
  };
}

/** The host's conference look (spec §3 Customisation), one record per account; the call remote reads it by event alias. */
export class CustomisationService {
  constructor(private readonly db: Database) {}

  async get(accountId: number) {
    const rows = await this.db.query<{ settings: CustomisationUpdate; updated_at: Date }>(
      'SELECT settings, updated_at FROM conference_customisations WHERE account_id = $1',
      [accountId],
    );
    const row = rows[0];
    return {
      ...mergeCustomisation(DEFAULT_CUSTOMISATION, row?.settings ?? {}),
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
    };
  }

  async update(accountId: number, update: CustomisationUpdate) {
    for (const [section, field] of URL_FIELDS)
      checkUrl((update[section] as Record<string, unknown> | undefined)?.[field], `${section}.${field}`);
    const { updated_at: _ignored, ...current } = await this.get(accountId);
    void _ignored;
    const next = mergeCustomisation(current, update);
    await this.db.query(
      `INSERT INTO conference_customisations (account_id, settings) VALUES ($1, $2::jsonb)
       ON CONFLICT (account_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
      [accountId, JSON.stringify(next)],
    );
    return this.get(accountId);
  }

  /** What participants of an event see: its host's customisation. */
  async forEvent(alias: string) {
    const rows = await this.db.query<{ host_id: number; name_badge: string | null }>(
      'SELECT e.host_id, a.name_badge FROM events e JOIN accounts a ON a.id = e.host_id WHERE e.alias = $1',
      [alias.trim().toLowerCase()],
    );
    if (!rows[0]) throw errors.invalidConferenceLink();
    // The name badge section only switches it on; the picture is the host's own (account profile).
    return { ...(await this.get(rows[0].host_id)), host_name_badge_url: rows[0].name_badge ?? null };
  }
}
