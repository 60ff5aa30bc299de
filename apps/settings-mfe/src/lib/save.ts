import { describeError, toast, type DescribedError } from '@platform/ui';
import { i18n } from '@platform/i18n';

/**
 * Runs a save: 'Update saved' or 'Update failed' (spec §8). Returns the result,
 * or the described error so the form can show it on its field; the form keeps
 * what was typed either way.
 */
export async function saveWithToast<T>(
  run: () => Promise<T>,
  codes: Record<string, string> = {},
): Promise<{ ok: true; value: T } | { ok: false; error: DescribedError }> {
  try {
    const value = await run();
    toast.success(i18n.t('common:toast.saved'));
    return { ok: true, value };
  } catch (error) {
    const described = describeError(error, codes);
    const reason = i18n.t(described.key, described.params);
    toast.error(i18n.t('common:toast.saveFailed'), { description: reason });
    return { ok: false, error: described };
  }
}
