import type { GiftCatalogueItem } from '@platform/shared-api';

/** A gift's name in the interface language (English when the language is not one we have). */
export function giftNameIn(item: Pick<GiftCatalogueItem, 'name'>, language: string): string {
  return language === 'vi' ? item.name.vi : item.name.en;
}
