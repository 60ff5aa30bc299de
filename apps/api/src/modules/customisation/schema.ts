import { object, required, text } from '../../lib/schema';

/** Spec §9: eight logo positions. */
export const LOGO_POSITIONS = ['top-left', 'top-center', 'top-right', 'middle-left', 'middle-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export const FONTS = ['Inter', 'Roboto', 'Montserrat', 'Lora', 'Merriweather', 'Source Code Pro'] as const;
export const FONT_STYLES = ['normal', 'italic', 'bold', 'bold-italic'] as const;
export const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

const colour = { type: 'string', pattern: '^(#[0-9a-fA-F]{6}|transparent)$' } as const;
const imageUrl = { type: ['string', 'null'], maxLength: 1000 } as const;
const page = object({ enabled: { type: 'boolean' }, title: text(120), message: text(1000) });

const sections = {
  name_badge: object({ enabled: { type: 'boolean' } }),
  scene: object({ image_url: imageUrl }),
  logo: object({ image_url: imageUrl, position: { type: 'string', enum: LOGO_POSITIONS } }),
  text_effect: object({
    enabled: { type: 'boolean' },
    text: text(120),
    font: { type: 'string', enum: FONTS },
    font_style: { type: 'string', enum: FONT_STYLES },
    size: { type: 'integer', minimum: 8, maximum: 96 },
    transform: { type: 'string', enum: TEXT_TRANSFORMS },
    color: colour,
    background_color: colour,
  }),
  url_thumbnail: object({ image_url: imageUrl, title: text(120), description: text(300) }),
  welcome_page: page,
  end_call_page: object({ enabled: { type: 'boolean' }, title: text(120), message: text(1000), redirect_url: { type: ['string', 'null'], maxLength: 1000 } }),
  anti_screen_capture: { type: 'boolean' },
};

/** Every section optional: an update changes only the sections (and fields) it sends. */
export const updateBody = object(sections);
export const customisation = { type: 'object', properties: { ...sections, updated_at: { type: ['string', 'null'] } }, additionalProperties: false } as const;
/** What participants read: the customisation and the host's name badge picture. */
export const publicCustomisation = { ...customisation, properties: { ...customisation.properties, host_name_badge_url: { type: ['string', 'null'] } } } as const;
export const publicQuery = object({ alias: required(64) }, ['alias']);
