/**
 * Lengths of what people type, the API's and the forms' one rule (the REST contracts validate them,
 * the forms set them as maxLength and say them). Plain numbers: a client imports this file alone.
 */
export const DISPLAY_NAME_MAX = 100;
export const COMPANY_MAX = 200;
export const EVENT_TOPIC_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PASSCODE_MAX = 32;
export const SPEAKER_NAME_MAX = 100;
/** Stream targets (settings): the name, the RTMP(S) server URL and the stream key. */
export const STREAM_TARGET_NAME_MAX = 80;
export const STREAM_TARGET_URL_MAX = 500;
export const STREAM_KEY_MAX = 512;
/** An API key's name (settings). */
export const API_KEY_NAME_MAX = 80;
/** Conference customisation: one-line texts (text effect, thumbnail and page titles), the thumbnail's description, a page's message, links and pictures. */
export const CUSTOMISATION_LINE_MAX = 120;
export const CUSTOMISATION_DESCRIPTION_MAX = 300;
export const CUSTOMISATION_MESSAGE_MAX = 1000;
export const CUSTOMISATION_URL_MAX = 1000;
/** An organisation's domain (sign in with the organisation's domain): the longest DNS name. */
export const DOMAIN_MAX = 254;
/** An e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
