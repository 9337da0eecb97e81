// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFromMcp } from '../../../tools/mcp/mcp-content.ts';
import { ContentResultView } from './content-result-view.tsx';

afterEach(cleanup);

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const hostile =
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">x</a>';

function renderContent(content: unknown[], structuredContent?: unknown) {
  return render(<ContentResultView result={contentFromMcp({ content, structuredContent })} />);
}

/** Nothing the payload carried became an element that runs or fetches. */
function expectInert(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('iframe, object, embed, svg, link')).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
  }
  for (const anchor of container.querySelectorAll('a'))
    expect(anchor.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  for (const image of container.querySelectorAll('img, audio'))
    expect(image.getAttribute('src')).toMatch(
      /^data:(image\/(png|jpeg|gif|webp)|audio\/[a-z0-9-]+);base64,[A-Za-z0-9+/=]+$/,
    );
}

describe('ContentResultView with hostile payloads', () => {
  it('text: HTML and scripts are shown as text', () => {
    const { container } = renderContent([{ type: 'text', text: hostile }]);
    expect(container.textContent).toContain('<script>window.__pwned=2</script>');
    expectInert(container);
  });

  it('image: a checked PNG shows from its data; an SVG, a lying MIME type and broken base64 are left out', () => {
    const { container } = renderContent([
      { type: 'image', mimeType: 'image/png', data: png },
      { type: 'image', mimeType: 'image/svg+xml', data: btoa(`<svg onload="alert(1)">${hostile}</svg>`) },
      { type: 'image', mimeType: 'image/png', data: btoa(hostile) },
      { type: 'image', mimeType: 'image/png"><script>alert(1)</script>', data: png },
      { type: 'image', mimeType: 'image/png', data: `${png}"onerror="alert(1)` },
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getAllByText(/^Left out:/)).toHaveLength(4);
    expectInert(container);
  });

  it('audio: only an allowed type whose bytes match plays; others are named and left out', () => {
    const wav = btoa('RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00');
    const { container } = renderContent([
      { type: 'audio', mimeType: 'audio/wav', data: wav },
      { type: 'audio', mimeType: 'text/html', data: btoa(hostile) },
      { type: 'audio', mimeType: 'audio/wav', data: btoa(hostile) },
    ]);
    expect(container.querySelectorAll('audio')).toHaveLength(1);
    expect(screen.getAllByText(/^Left out:/)).toHaveLength(2);
    expectInert(container);
  });

  it('resource link: shown as text with its URI, never as a link, never fetched', () => {
    const { container } = renderContent([
      { type: 'resource_link', uri: 'javascript:alert(1)', name: hostile, description: hostile },
      { type: 'resource_link', uri: 'https://attacker.example/track.gif', name: 'tracker' },
    ]);
    const first = screen.getByRole('group', { name: 'Resource link 1' });
    expect(within(first).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expectInert(container);
  });

  it('embedded resource: its text is inert, a binary one is described by size only', () => {
    const { container } = renderContent([
      { type: 'resource', resource: { uri: 'file:///x.html', mimeType: 'text/html', text: hostile } },
      { type: 'resource', resource: { uri: 'file:///x.bin', mimeType: 'text/html', blob: btoa(hostile) } },
    ]);
    expect(container.textContent).toContain(hostile);
    expect(screen.getByText(/Binary, \d+ bytes, not shown/)).toBeInTheDocument();
    expectInert(container);
  });

  it('structured content and unknown blocks: JSON as text, unknown types named', () => {
    const { container } = renderContent([{ type: '<b>weird</b>', html: hostile }], { html: hostile });
    expect(screen.getByText(/Left out: a block of unknown type/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Structured content' })).getByText(/onerror/),
    ).toBeInTheDocument();
    expectInert(container);
  });
});
