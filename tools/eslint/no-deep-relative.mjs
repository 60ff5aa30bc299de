/**
 * `platform/no-deep-relative`: an import that climbs three or more folders (`../../../lib/units`) is
 * written from the app's root instead, through the app's `#src/*` subpath import (package.json
 * `imports`: `#src/lib/units.ts`), so moving a file does not break its imports and a reader sees where
 * the module lives. Two levels (a sibling feature folder) stay relative.
 */
const DEEP = /^(\.\.\/){3,}/;

export const noDeepRelative = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Imports climb at most two folders; deeper ones use the app root alias #src/.' },
    schema: [],
    messages: { deep: "'{{source}}' climbs {{levels}} folders: import it from the app root as '#src/…' (package.json imports)." },
  },
  create(context) {
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !DEEP.test(source)) return;
      context.report({ node, messageId: 'deep', data: { source, levels: String(source.match(/\.\.\//g).length) } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
