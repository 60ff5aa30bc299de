/**
 * Trans: a translation with markup (`We sent a code to <strong>{{username}}</strong>.`) rendered
 * as React, as react-i18next's Trans renders it: values HTML-escaped into the string, which is then
 * parsed; a tag named in `components` becomes that element with the tag's content, `br`, `strong`,
 * `i` and `p` stay themselves, any other tag is text; entities in text are decoded. Fetched with
 * the first translation that carries markup.
 */
import { cloneElement, createElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { I18n, TFunction } from './core/instance';
import { interpolate } from './core/interpolate';
import type { TOptions } from './core/translate';
import { i18n as pageI18n } from './instance';
import { I18nContext, useI18nRevision } from './react';

const KEEP = ['br', 'strong', 'i', 'p'];
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const ENTITY = /&(?:amp|#38|lt|#60|gt|#62|apos|#39|quot|#34|nbsp|#160|copy|#169|reg|#174|hellip|#8230|#x2F|#47);/g;
const DECODED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  quot: '"',
  nbsp: '\u00A0',
  copy: '©',
  reg: '®',
  hellip: '…',
  x2F: '/',
};
const unescape = (text: string) =>
  text.replace(ENTITY, (entity) => {
    const name = entity.slice(1, -1);
    return name.startsWith('#') && name !== '#x2F' ? String.fromCharCode(Number(name.slice(1))) : DECODED[name.replace('#', '')];
  });

interface Node {
  name?: string;
  text?: string;
  isVoid?: boolean;
  children: Node[];
}

/** Tags whose name `allowed` accepts become nodes; everything else is text. */
function parse(markup: string, allowed: (name: string) => boolean): Node[] {
  const root: Node = { children: [] };
  const stack = [root];
  const tag = /<(\/?)([a-zA-Z0-9]+)\s*(\/?)>/g;
  let at = 0;
  const text = (end: number) => {
    if (end <= at) return;
    const content = markup.slice(at, end);
    stack[stack.length - 1].children.push({ text: /^\s*$/.test(content) ? ' ' : content, children: [] });
  };
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    const [whole, closing, name, selfClosing] = match;
    if (!allowed(name)) continue;
    text(match.index);
    at = match.index + whole.length;
    if (closing) {
      if (stack.length > 1 && stack[stack.length - 1].name === name) stack.pop();
      continue;
    }
    const node: Node = { name, isVoid: Boolean(selfClosing) || VOID.has(name), children: [] };
    stack[stack.length - 1].children.push(node);
    if (!node.isVoid) stack.push(node);
  }
  text(markup.length);
  return root.children;
}

function render(nodes: Node[], components: Record<string, ReactElement>, values: TOptions): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.text !== undefined) return unescape(interpolate(node.text, values));
    const name = node.name as string;
    const inner = render(node.children, components, values);
    const component = components[name];
    if (component) {
      const { children: _own, ...props } = component.props as Record<string, unknown>;
      return cloneElement(component, { ...props, key: i }, ...(node.isVoid ? [] : inner));
    }
    return createElement(name, { key: `${name}-${i}` }, ...(node.isVoid ? [] : inner));
  });
}

export interface TransProps {
  i18nKey: string;
  t?: TFunction;
  i18n?: I18n;
  ns?: string | readonly string[];
  values?: TOptions;
  count?: number;
  defaults?: string;
  components?: Record<string, ReactElement>;
}

export function Trans({ i18nKey, t: givenT, i18n: givenI18n, ns, values, count, defaults, components = {} }: TransProps) {
  const context = useContext(I18nContext);
  const i18n = givenI18n ?? context?.i18n ?? pageI18n;
  useI18nRevision(i18n);
  const t = givenT ?? i18n.t;
  const namespaces = ns ?? (givenT?.ns ? undefined : (context?.defaultNS ?? i18n.options.defaultNS));
  const defaultValue = defaults ?? i18nKey;
  const options: TOptions = { context: undefined, count, ...values, interpolation: { escapeValue: true }, defaultValue, ns: namespaces };
  const translation = t(i18nKey, options);
  const known = Object.keys(components).filter((name) => isValidElement(components[name]));
  const nodes = parse(translation, (name) => /^\d+$/.test(name) || KEEP.includes(name) || known.includes(name));
  return createElement(Fragment, null, ...render(nodes, components, { ...components, ...options }));
}
