/**
 * `platform/feature-entry`: a feature (apps/<app>/src/features/<name>/) reaches another feature only
 * through that feature's entry files, the files at its root (index.ts, expose.tsx, prejoin.ts),
 * never its internals (api/, components/, hooks/, utils/...). Relative imports are checked on the
 * path alone, so the rule needs no resolver and stays fast.
 */
import path from 'node:path';

const FEATURE = /^(.*\/apps\/[^/]+\/src\/features)\/([^/]+)\//;

export const featureEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their entry files (the files at the feature root).' },
    schema: [],
    messages: {
      internal:
        "'{{source}}' reaches into the internals of feature '{{target}}'; import it from that feature's entry (features/{{target}}/index.ts) instead.",
    },
  },
  create(context) {
    const filename = (context.filename ?? context.getFilename()).split(path.sep).join('/');
    const own = FEATURE.exec(filename);
    if (!own) return {};
    const [, featuresDir, feature] = own;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(filename), source));
      if (!resolved.startsWith(`${featuresDir}/`)) return;
      const [target, ...rest] = resolved.slice(featuresDir.length + 1).split('/');
      if (target === feature || rest.length <= 1) return;
      context.report({ node: node.source, messageId: 'internal', data: { source, target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-entry': featureEntry } };
