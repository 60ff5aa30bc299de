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
