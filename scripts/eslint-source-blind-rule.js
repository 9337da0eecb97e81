// The screens know no source: what differs by source is asked of core (`core/source.ts`,
// `core/rules/remote-tool-tier.ts`), the store or the source's desk (`Desk.reviewOf`), so adding a source changes
// nothing under features/ or app/ but its own connect form and panel (the files eslint.config.js lets off). The
// store's routing (decisions, the held calls, the selectors the screens read) asks the desk the same way
// (`Desk.decide`, `Desk.runGoing`, `Desk.executingControl`).
import path from 'node:path';

const sourceKinds = new Set(['built-in', 'ag-ui', 'langgraph', 'ai-sdk']);
/** The remote kinds: a screen that names one is about that source, wherever the name stands. */
const remoteKinds = new Set(['ag-ui', 'langgraph', 'ai-sdk']);
const isKind = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' && sourceKinds.has(node.value);
/** `source.kind`, `conversation.source?.kind`, `openSource.kind`: the kind of something named a source. */
const isSourceKind = (node) => {
  const member = node?.type === 'ChainExpression' ? node.expression : node;
  if (member?.type !== 'MemberExpression' || member.computed || member.property.name !== 'kind') return false;
  const owner = member.object.type === 'MemberExpression' ? member.object.property : member.object;
  return owner?.type === 'Identifier' && /source$/i.test(owner.name);
};

export const sourceBlindRule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: {
      description:
        "No source kind named, no branch on a source kind and no import of sources/ in the screens and the store's routing",
    },
  },
  create(context) {
    const file = context.filename;
    const report = (node, what) =>
      context.report({
        node,
        message: `${what}: the screens and the store's routing ask core, the store or the source's desk (Desk.reviewOf, Desk.executingControl) what differs by source (see docs/architecture.md, Sources).`,
      });
    const checkImport = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const parts = path.resolve(path.dirname(file), source).split(path.sep);
      const index = parts.lastIndexOf('src');
      if (index >= 0 && parts[index + 1] === 'sources') report(node, `No import of sources/ ('${source}')`);
    };
    const branched = new Set();
    const checkBranch = (node, left, right) => {
      const literal = isKind(left) ? left : isKind(right) ? right : undefined;
      if (literal) {
        branched.add(literal);
        report(node, `No branch on the source kind '${literal.value}'`);
      } else if (isSourceKind(left) || isSourceKind(right)) report(node, 'No branch on the kind of a source');
    };
    return {
      ImportDeclaration: (node) => checkImport(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && checkImport(node, node.source.value),
      BinaryExpression(node) {
        if (['===', '!==', '==', '!='].includes(node.operator)) checkBranch(node, node.left, node.right);
      },
      SwitchStatement(node) {
        if (isSourceKind(node.discriminant)) report(node, 'No branch on the kind of a source');
      },
      SwitchCase(node) {
        if (isKind(node.test)) {
          branched.add(node.test);
          report(node, `No branch on the source kind '${node.test.value}'`);
        }
      },
      'Literal:exit'(node) {
        if (typeof node.value !== 'string' || !remoteKinds.has(node.value) || branched.has(node)) return;
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ImportExpression') return;
        report(node, `No source kind named ('${node.value}')`);
      },
    };
  },
};
