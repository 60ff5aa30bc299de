import type { NamespaceResources } from '@platform/i18n';
import en from './en.json';
import vi from './vi.json';

/**
 * The gift strings the exposed modules (the dialog, the arrival effect and chat line) bring with
 * them into another remote's page. One object, so each registration after the first is a no-op.
 */
export const EXPOSED_STRINGS: NamespaceResources = { en, vi };
