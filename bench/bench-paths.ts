/** Where the benchmark builds the app, apart from dist/, which an end-to-end run may be serving. */
export const outDir = 'node_modules/.cache/toolgate-ui-bench';
