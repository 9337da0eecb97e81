// The import direction of docs/architecture.md as one lint rule: each layer lists the layers it may import. A
// test (`*.test.ts`, `*.test.tsx`) is held to its layer's list too, and may also import the helpers of src/test/;
// only the purity check of core and wire lets tests off (a test may render what it checks).
import path from 'node:path';

const allowed = {
  core: ['core'],
  wire: ['core', 'wire'],
  providers: ['core', 'wire', 'providers'],
  tools: ['core', 'wire', 'tools'],
  demo: ['core', 'wire', 'providers', 'tools', 'demo'],
  workers: ['core', 'wire', 'providers', 'workers'],
  agent: ['core', 'wire', 'providers', 'tools', 'demo', 'agent'],
  sources: ['core', 'wire', 'tools', 'sources'],
  // A desk is one source's whole decision flow, on ports it is given: never the store or the UI.
  desks: ['core', 'wire', 'tools', 'sources', 'agent', 'desks'],
  store: ['core', 'wire', 'providers', 'tools', 'demo', 'agent', 'sources', 'desks', 'workers', 'store'],
  components: ['core', 'components'],
  features: [
    'core',
    'wire',
    'providers',
    'tools',
    'demo',
    'agent',
    'workers',
    'store',
    'components',
    'features',
  ],
  app: [
    'core',
    'wire',
    'providers',
    'tools',
    'demo',
    'agent',
    'sources',
    'workers',
    'store',
    'components',
    'features',
    'app',
  ],
  // Helpers for unit tests: they may use every layer, and only tests import them.
  test: [
    'core',
    'wire',
    'providers',
    'tools',
    'demo',
    'agent',
    'sources',
    'desks',
    'workers',
    'store',
    'components',
    'features',
    'app',
    'test',
  ],
};
const uiPackages = /^(react|react-dom|zustand|@tanstack\/|react-hook-form|react-markdown)(\/|$)/;

function locate(file) {
  const parts = path.normalize(file).split(path.sep);
  const index = parts.lastIndexOf('src');
  if (index < 0) return undefined;
  const layer = parts[index + 1];
  if (!(layer in allowed)) return undefined;
  return { layer, folder: parts[index + 2], feature: layer === 'features' ? parts[index + 2] : undefined };
}

export const layerRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the layer import direction' } },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from) return {};
    // A test may import what its layer may, and the test helpers of src/test/.
    const isTest = /\.test\.tsx?$/.test(file);
    const may = isTest ? [...allowed[from.layer], 'test'] : allowed[from.layer];
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!isTest && (from.layer === 'core' || from.layer === 'wire') && uiPackages.test(source)) {
        context.report({ node, message: `${from.layer} is pure TypeScript: no '${source}' here.` });
        return;
      }
      if (!source.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(file), source));
      if (!to) return;
      if (!may.includes(to.layer)) {
        context.report({
          node,
          message: `${from.layer} may not import ${to.layer} (see docs/architecture.md).`,
        });
      } else if (from.layer === 'features' && to.layer === 'store' && to.folder === 'persistence') {
        context.report({
          node,
          message:
            "features may not import store/persistence: use the store's entry files (see docs/architecture.md).",
        });
      } else if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({
          node,
          message: `Feature '${from.feature}' may not import feature '${to.feature}'.`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
