import { Type, type Static, type TProperties } from 'typebox';
import { LOGO_POSITIONS } from '../rules/logo-positions';
import { CUSTOMISATION_DESCRIPTION_MAX, CUSTOMISATION_LINE_MAX, CUSTOMISATION_MESSAGE_MAX, CUSTOMISATION_URL_MAX } from '../rules/limits';
import { Nullable, RequiredText, Text } from './fields';

/** Conference customisation (spec §3, §9) on the account service: the host's look of their events. */

export { LOGO_POSITIONS, type LogoPosition } from '../rules/logo-positions';
export const TEXT_EFFECT_FONTS = ['Inter', 'Roboto', 'Montserrat', 'Lora', 'Merriweather', 'Source Code Pro'] as const;
export const TEXT_EFFECT_FONT_STYLES = ['normal', 'italic', 'bold', 'bold-italic'] as const;
export const TEXT_EFFECT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

/** #rrggbb or transparent. */
const Colour = Type.String({ pattern: '^(#[0-9a-fA-F]{6}|transparent)$' });
const ImageUrl = Nullable(Type.String({ maxLength: CUSTOMISATION_URL_MAX }));
const PageFields = { enabled: Type.Boolean(), title: Text(CUSTOMISATION_LINE_MAX), message: Text(CUSTOMISATION_MESSAGE_MAX) };

const sectionFields = {
  name_badge: { enabled: Type.Boolean() },
  scene: { image_url: ImageUrl },
  logo: { image_url: ImageUrl, position: Type.Enum(LOGO_POSITIONS) },
  text_effect: {
    enabled: Type.Boolean(),
    text: Text(CUSTOMISATION_LINE_MAX),
    font: Type.Enum(TEXT_EFFECT_FONTS),
    font_style: Type.Enum(TEXT_EFFECT_FONT_STYLES),
    size: Type.Integer({ minimum: 8, maximum: 96 }),
    transform: Type.Enum(TEXT_EFFECT_TRANSFORMS),
    color: Colour,
    background_color: Colour,
  },
  url_thumbnail: { image_url: ImageUrl, title: Text(CUSTOMISATION_LINE_MAX), description: Text(CUSTOMISATION_DESCRIPTION_MAX) },
  welcome_page: PageFields,
  end_call_page: { ...PageFields, redirect_url: Nullable(Type.String({ maxLength: CUSTOMISATION_URL_MAX })) },
};

/** A saved customisation: every section with every field (defaults fill what was never saved). */
const Look = {
  name_badge: Type.Object(sectionFields.name_badge),
  scene: Type.Object(sectionFields.scene),
  logo: Type.Object(sectionFields.logo),
  text_effect: Type.Object(sectionFields.text_effect),
  url_thumbnail: Type.Object(sectionFields.url_thumbnail),
  welcome_page: Type.Object(sectionFields.welcome_page),
  end_call_page: Type.Object(sectionFields.end_call_page),
  /** Anti-screen-capture (settings, advanced security). */
  anti_screen_capture: Type.Boolean(),
};
export const ConferenceCustomisation = Type.Object({ ...Look, updated_at: Nullable(Type.String()) });
export type ConferenceCustomisation = Static<typeof ConferenceCustomisation>;
/** An event's look for its participants: its host's customisation and the host's name badge picture. */
export const EventCustomisation = Type.Object({
  ...Look,
  updated_at: Nullable(Type.String()),
  host_name_badge_url: Nullable(Type.String()),
});
export type EventCustomisation = Static<typeof EventCustomisation>;

/** An update changes only the sections, and within them the fields, it sends. */
const change = <P extends TProperties>(properties: P) => Type.Partial(Type.Object(properties), { additionalProperties: false });
export const CustomisationUpdateBody = Type.Object(
  {
    name_badge: Type.Optional(change(sectionFields.name_badge)),
    scene: Type.Optional(change(sectionFields.scene)),
    logo: Type.Optional(change(sectionFields.logo)),
    text_effect: Type.Optional(change(sectionFields.text_effect)),
    url_thumbnail: Type.Optional(change(sectionFields.url_thumbnail)),
    welcome_page: Type.Optional(change(sectionFields.welcome_page)),
    end_call_page: Type.Optional(change(sectionFields.end_call_page)),
    anti_screen_capture: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CustomisationUpdateBody = Static<typeof CustomisationUpdateBody>;

export const EventCustomisationQuery = Type.Object({ alias: RequiredText(64) }, { additionalProperties: false });
export type EventCustomisationQuery = Static<typeof EventCustomisationQuery>;
