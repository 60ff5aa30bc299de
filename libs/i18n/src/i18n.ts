import { setDateLocale } from './dates';
import { i18n } from './instance';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  browserLanguages,
  detectLanguage,
  isLanguage,
  languageCookie,
  readStoredLanguage,
  type Language,
} from './language';

type Strings = Record<string, unknown>;
/** A language's strings, or a loader (`() => import('./locales/vi.json')`) fetched only when that language is used. */
export type LanguageStrings = Strings | (() => Promise<{ default: Strings } | Strings>);
export type NamespaceResources = Record<Language, LanguageStrings>;

export { i18n };

const COMMON: NamespaceResources = { en: () => import('./locales/en.json'), vi: () => import('./locales/vi.json') };
/** Each namespace's parts: a remote may add the strings of its inner pages as a second part, loaded with them. */
const namespaces = new Map<string, NamespaceResources[]>();
/** One load per source (a loader runs once, in flight or done); forgotten on failure so it is tried again. */
const loads = new Map<LanguageStrings, Promise<void>>();
/** Counts registrations, so a language switch sees a namespace registered while it was loading. */
let registrations = 0;

function loadPart(namespace: string, language: Language, part: NamespaceResources): Promise<void> {
  const source = part[language];
  if (typeof source !== 'function') return Promise.resolve(); // objects are added when registered
  let pending = loads.get(source);
  if (!pending) {
    pending = (async () => {
      const module = await source();
      const strings = ('default' in module && typeof module.default === 'object' ? module.default : module) as Strings;
      i18n.addResourceBundle(language, namespace, strings, true, true);
    })();
    loads.set(source, pending);
    pending.catch(() => loads.delete(source));
  }
  return pending;
}

async function loadBundle(namespace: string, language: Language): Promise<void> {
  await Promise.all((namespaces.get(namespace) ?? []).map((part) => loadPart(namespace, language, part)));
}

/** Every registered namespace and the date locale of `language`, before it is shown. */
async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...[...namespaces.keys()].map((ns) => loadBundle(ns, language)), setDateLocale(language)]);
}

function syncDocument(language: string): void {
  void setDateLocale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let ready: Promise<unknown> | null = null;

/** Initialises once with the language rule; remotes call it too and get the same instance. */
export function initI18n(language: Language = detectLanguage(readStoredLanguage(), browserLanguages())): Promise<unknown> {
  if (ready) return ready;
  // A choice stored before the cookie existed reaches the server from now on.
  const stored = readStoredLanguage();
  if (isLanguage(stored)) mirrorChoice(stored);
  namespaces.set('common', [COMMON]);
  // Values are written as given (React escapes them); strings that arrive after a render (a
  // remote's, loaded late) re-render it at once (useTranslation listens to the store's `added`).
  void i18n.changeLanguage(language);
  ready = loadLanguage(language);
  syncDocument(language);
  i18n.on('languageChanged', syncDocument);
  return ready;
}

/**
 * Adds a namespace, or a part of one (idempotent across remounts: the same resources object is
 * added once). Strings given as objects are added at once; loaders are fetched for the current
 * language only, the other language on switch. Resolves when the current language's strings are in.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): Promise<void> {
  if (!ready) void initI18n();
  const parts = namespaces.get(namespace) ?? [];
  if (!parts.includes(resources)) {
    namespaces.set(namespace, [...parts, resources]);
    registrations += 1;
    // Added once: each addition re-renders every translated component (the store's `added`).
    for (const language of SUPPORTED_LANGUAGES) {
      const source = resources[language];
      if (typeof source !== 'function') i18n.addResourceBundle(language, namespace, source, true, true);
    }
  }
  return loadCurrent(namespace);
}

/** The current language's strings of `namespace`; again if the language changed meanwhile. */
async function loadCurrent(namespace: string): Promise<void> {
  const language = currentLanguage();
  await loadBundle(namespace, language);
  if (currentLanguage() !== language) await loadCurrent(namespace);
}

/** The server reads a stored choice from its cookie, to send the page's first paint in that language. */
function mirrorChoice(language: Language): void {
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
}

/** The user's choice: stored under `language`, its strings fetched, then applied; it wins on reload. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage may be unavailable (private mode); the choice still applies now */
  }
  mirrorChoice(language);
  // A remote that starts during the switch registers its strings while the others load: load
  // again until nothing new came in, so that no page is shown in the new language without them.
  let seen: number;
  do {
    seen = registrations;
    await loadLanguage(language);
  } while (seen !== registrations);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
