/** The gift catalogue: what other features may use (the list, the picker, a gift's name in a language). */
export { useCatalogue } from './api/useCatalogue';
export { GiftPicker } from './components/GiftPicker';
export { giftNameIn } from './utils/gift-name';
