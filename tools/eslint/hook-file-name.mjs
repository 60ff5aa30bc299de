/**
 * `platform/hook-file-name`: hook files are named like the hook they hold, in camelCase
 * (`useWalletBalance.ts`, `useCallMedia.ts`), never kebab-case (`use-wallet-balance.ts`): one scheme
 * across apps and libs, so a hook is found by its name.
 */
import path from 'node:path';

const KEBAB_HOOK = /^use-[a-z0-9-]+(\.[a-z]+)*\.(ts|tsx|mts)$/;

const camel = (stem) => stem.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

export const hookFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Hook files are named in camelCase after their hook (useX.ts).' },
    schema: [],
    messages: { kebab: "Hook files are named after their hook in camelCase: rename '{{name}}' to '{{expected}}'." },
  },
  create(context) {
    const name = path.basename(context.filename ?? context.getFilename());
    if (!KEBAB_HOOK.test(name)) return {};
    const [stem, ...rest] = name.split('.');
    return {
      Program: (node) => context.report({ node, messageId: 'kebab', data: { name, expected: [camel(stem), ...rest].join('.') } }),
    };
  },
};
