import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the app ships is what its entries reach: the page entry, and the worker it starts. Type-only imports ship
// nothing and are skipped; a dynamic import or a `new URL(…, import.meta.url)` worker ships, so it counts. Every
// such package must be a runtime dependency, and every runtime dependency must be imported by source outside
// tests; what only tests, benchmarks, scripts and the build use belongs among the dev dependencies.
const root = fileURLToPath(new URL('..', import.meta.url));
const entries = ['src/app/main.tsx'];

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        node.importClause &&
        !node.importClause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      node.arguments?.[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[1]?.getText() === 'import.meta.url'
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** Every package the shipped module graph imports, with one importing file for each. */
function shippedPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('virtual:')) continue;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (/\.(ts|tsx)$/.test(target)) queue.push(target);
      } else if (!specifier.startsWith('node:')) {
        if (!packages.has(packageName(specifier)))
          packages.set(packageName(specifier), path.relative(root, file));
      }
    }
  }
  return packages;
}

/** Packages imported by any file under src/ that is not a test or test support. */
function sourcePackages(): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|test-|-test-/.test(entry.name))
      continue;
    for (const specifier of importsOf(path.join(entry.parentPath, entry.name))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('virtual:'))
        names.add(packageName(specifier));
    }
  }
  return names;
}

describe('runtime dependencies', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const shipped = shippedPackages();

  it('lists every package the app and its worker import as a runtime dependency', () => {
    const missing = [...shipped].filter(([name]) => !(name in manifest.dependencies));
    expect(missing.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });

  it('lists as runtime dependencies only packages that source outside tests imports', () => {
    const imported = sourcePackages();
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('keeps what only tests, benchmarks, scripts and the build use among the dev dependencies', () => {
    for (const name of ['@streamparser/json', 'partial-json', 'js-tiktoken', 'gpt-tokenizer'])
      expect(manifest.devDependencies, name).toHaveProperty(name);
  });

  it('pins every version exactly', () => {
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
      expect(version, name).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('follows dynamic imports and the worker, and skips type-only imports', () => {
    expect(shipped.get('react-dom')).toBe('src/app/main.tsx');
    // The worker reaches the token engine; js-tiktoken's rank files are read only by the build and Node tools.
    expect(shipped.has('js-tiktoken')).toBe(false);
    expect(shipped.has('vitest')).toBe(false);
  });
});
