import { registerNamespace, useTranslation } from '@platform/i18n';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

/** The media components' own strings, so the feature carries them wherever it is mounted. */
export const MEDIA_NS = 'callMedia';
registerNamespace(MEDIA_NS, { en, vi });

export function useMediaTranslation() {
  return useTranslation(MEDIA_NS);
}
