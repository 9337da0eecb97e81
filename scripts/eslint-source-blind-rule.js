// The review form, the queue and the decision bar know no source: they show what the source's desk offers
// (`Desk.reviewOf`), so adding a source changes nothing in them.
import path from 'node:path';

const sourceKinds = new Set(['built-in', 'ag-ui', 'langgraph', 'ai-sdk']);
const isKind = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' && sourceKinds.has(node.value);

export const sourceBlindRule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: {
      description: 'No source branch and no import of sources/ in the review, the queue and the decision bar',
    },
  },
  create(context) {
    const file = context.filename;
    const report = (node, what) =>
      context.report({
        node,
        message: `${what}: the review, the queue and the decision bar ask the source's desk (Desk.reviewOf) instead (see docs/architecture.md).`,
      });
    const checkImport = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const parts = path.resolve(path.dirname(file), source).split(path.sep);
      const index = parts.lastIndexOf('src');
      if (index >= 0 && parts[index + 1] === 'sources') report(node, `No import of sources/ ('${source}')`);
    };
    return {
      ImportDeclaration: (node) => checkImport(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && checkImport(node, node.source.value),
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const literal = isKind(node.left) ? node.left : isKind(node.right) ? node.right : undefined;
        if (literal) report(node, `No branch on the source kind '${literal.value}'`);
      },
      SwitchCase(node) {
        if (isKind(node.test)) report(node, `No branch on the source kind '${node.test.value}'`);
      },
    };
  },
};
