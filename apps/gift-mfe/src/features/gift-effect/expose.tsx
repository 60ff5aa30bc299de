/**
 * Exposed as `gift/gift-effect`: what a participant sees when a gift arrives in a call. The call
 * remote passes each room message to `handleRoomMessage` (or an arrival to `showGiftEffect`) and
 * adds `giftChatLine(...)` to its chat.
 */
import { currentLanguage, i18n, registerNamespace } from '@platform/i18n';
import { EXPOSED_STRINGS } from '../../locales/exposed-strings';
import { formatUnits } from '../../lib/units';
import { giftArrivalsIn, type GiftArrival } from '@platform/shared-api';
import { giftChatLine as chatLine } from './utils/arrival';
import styles from './GiftEffect.module.css';

export type { GiftArrival } from '@platform/shared-api';

const DURATION_MS = 4000;

function translate() {
  registerNamespace('gift', EXPOSED_STRINGS);
  const language = currentLanguage();
  return {
    t: (key: string, values: Record<string, unknown>) => i18n.t(`gift:${key}`, values),
    giftName: (name: { en: string; vi: string }) => (language === 'vi' ? name.vi : name.en),
    units: (amount: number) => i18n.t('gift:units', { amount: formatUnits(amount, language), count: amount }),
  };
}

/** The chat line for a gift in the interface language: "Ann sent Rose to Bao: “Bravo”". */
export function giftChatLine(arrival: GiftArrival): string {
  const { t, giftName, units } = translate();
  return chatLine(arrival, t, giftName, units);
}

/** Plays the on-screen effect (picture, sparks, who sent what) over the page; returns a function that removes it early. */
export function showGiftEffect(arrival: GiftArrival, container: HTMLElement = document.body): () => void {
  const layer = document.createElement('div');
  layer.className = styles.layer;
  layer.dataset.testid = 'gift-effect';
  const card = document.createElement('div');
  card.className = styles.card;
  card.setAttribute('role', 'status');
  card.setAttribute('aria-live', 'polite');
  if (arrival.gift.gift) {
    const picture = document.createElement('img');
    picture.className = styles.picture;
    picture.src = arrival.gift.gift.picture;
    picture.alt = '';
    card.append(picture);
  }
  const line = document.createElement('p');
  line.className = styles.line;
  line.textContent = giftChatLine({ ...arrival, gift: { ...arrival.gift, message: null } });
  card.append(line);
  if (arrival.gift.message) {
    const message = document.createElement('p');
    message.className = styles.message;
    message.textContent = `“${arrival.gift.message}”`;
    card.append(message);
  }
  for (let i = 0; i < 12; i++) {
    const spark = document.createElement('span');
    spark.className = styles.spark;
    const angle = (i / 12) * Math.PI * 2;
    spark.style.setProperty('--dx', `${Math.round(Math.cos(angle) * 160)}px`);
    spark.style.setProperty('--dy', `${Math.round(Math.sin(angle) * 160)}px`);
    spark.style.animationDelay = `${(i % 3) * 80}ms`;
    layer.append(spark);
  }
  layer.append(card);
  container.append(layer);
  const timer = setTimeout(() => layer.remove(), DURATION_MS);
  return () => {
    clearTimeout(timer);
    layer.remove();
  };
}

/** Shows every gift in a room message (plain or a `room.events` frame); returns the arrivals found. */
export function handleRoomMessage(message: unknown): GiftArrival[] {
  const arrivals = giftArrivalsIn(message);
  arrivals.forEach((arrival, index) => setTimeout(() => showGiftEffect(arrival), index * 600));
  return arrivals;
}
