/**
 * Spec §9: the eight logo positions. Schema-free, so clients import it without bundling the
 * customisation schemas (`@platform/contracts/src/rules/logo-positions`).
 */
export const LOGO_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];
