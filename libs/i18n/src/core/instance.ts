/**
 * The page's translation instance: the strings by language and namespace, the current language,
 * `t`, and the two events the screens re-render on (i18next's names and signatures, so code written
 * against i18next's instance keeps working): `languageChanged` on the instance, `added` on its store.
 */
import { deepExtend, type Strings } from './lookup';
import { translate, type Catalogue, type TOptions } from './translate';

type Listener = (...args: never[]) => void;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }
  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }
  protected emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }
}

/** `t` bound to a language and namespace (what `useTranslation` hands out), as i18next's `getFixedT`. */
export type TFunction = ((key: string, options?: TOptions | string) => string) & { lng?: string; ns?: string | readonly string[] };

class Store extends Emitter {
  readonly data: Catalogue['data'] = {};
  /** Adds (deep-merged, copied) strings and says so: `added` re-renders every translated screen. */
  addResourceBundle(lng: string, ns: string, strings: Strings, deep = false, overwrite = false): void {
    const copy = JSON.parse(JSON.stringify(strings)) as Strings;
    const languageData = (this.data[lng] ??= {});
    const pack = languageData[ns] ?? {};
    languageData[ns] = deep ? deepExtend(pack, copy, overwrite) : { ...pack, ...copy };
    this.emit('added', lng, ns, strings);
  }
}

export interface I18nOptions {
  fallbackLng: string;
  supportedLngs: readonly string[];
  defaultNS: string;
}

export class I18n extends Emitter {
  readonly store = new Store();
  /** The current language; empty until the first `changeLanguage` (then `t` reads the fallback). */
  language = '';
  private readonly catalogue: Catalogue;

  constructor(readonly options: I18nOptions) {
    super();
    this.catalogue = { data: this.store.data, defaultNS: options.defaultNS, codes: (code) => this.codes(code) };
    this.t = this.t.bind(this);
  }

  /** `vi` then the fallback `en` (a regional code adds its language), only supported ones. */
  private codes(code: string): string[] {
    const { supportedLngs, fallbackLng } = this.options;
    const wanted = code.includes('-') || code.includes('_') ? [code, code.split(/[-_]/)[0], fallbackLng] : [code, fallbackLng];
    return [...new Set(wanted)].filter((c) => supportedLngs.includes(c));
  }

  addResourceBundle(lng: string, ns: string, strings: Strings, deep?: boolean, overwrite?: boolean): this {
    this.store.addResourceBundle(lng, ns, strings, deep, overwrite);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.data[lng]?.[ns] !== undefined;
  }

  /** Applies `lng` at once and tells every listener (the screens re-render in it). */
  changeLanguage(lng: string): Promise<TFunction> {
    this.language = lng;
    this.emit('languageChanged', lng);
    return Promise.resolve(this.t as TFunction);
  }

  t(key: string, options?: TOptions | string): string {
    return translate(this.catalogue, this.language || this.options.fallbackLng, key, options);
  }

  /** `t` in `lng` (the current language when null) and namespace `ns`; an option given to a call wins. */
  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    const fixed: TFunction = (key, given) => {
      const options: TOptions = typeof given === 'string' ? { defaultValue: given } : { ...given };
      options.lng ||= fixed.lng;
      options.ns ||= fixed.ns;
      return this.t(key, options);
    };
    fixed.lng = lng ?? undefined;
    fixed.ns = ns;
    return fixed;
  }
}
