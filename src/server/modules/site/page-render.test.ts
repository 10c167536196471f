import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRenderedPage, loadPageRenderer, visitorZone } from './page-render';

// A stand-in for dist/ssr/entry-server.js: draws the answer of /api/x and counts its renders.
const BUNDLE = `
export let renders = 0;
export async function render({ url, lang, zone, read }) {
  renders++;
  const answer = await read('/api/x');
  if (answer.status !== 200) return null;
  return {
    html: '<main>' + lang + ' ' + zone + ' ' + url + ' ' + answer.body.v + '</main>',
    state: { queries: [{ queryKey: ['x'], state: { data: answer.body, dataUpdatedAt: 1 } }] },
    paths: ['/api/x'],
    namespaces: ['common'],
  };
}
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-render-'));
fs.writeFileSync(path.join(dir, 'entry-server.js'), BUNDLE);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the server page renderer', () => {
  it('renders the public first-visit pages, never a private one', () => {
    for (const p of [
      '/',
      '/search',
      '/services',
      '/services/abc',
      '/profile/p1',
      '/projects',
      '/projects/x',
      '/blog',
      '/blog/a-post',
      '/category/graphic-design',
    ])
      expect(isRenderedPage(p), p).toBe(true);
    for (const p of ['/services/mine', '/wallet', '/signin', '/projects/x/edit', '/admin'])
      expect(isRenderedPage(p), p).toBe(false);
  });

  it("takes the visitor's zone from the tz cookie, UTC without a valid one", () => {
    expect(visitorZone('tz=Europe%2FIstanbul')).toBe('Europe/Istanbul');
    expect(visitorZone('a=1; tz=America/New_York; b=2')).toBe('America/New_York');
    for (const bad of [
      undefined,
      '',
      'tz=',
      'tz=Mars%2FOlympus',
      'tz=%E0%A4%A',
      'tz=<script>',
      `tz=${'A'.repeat(80)}`,
    ])
      expect(visitorZone(bad), String(bad)).toBe('UTC');
  });

  it('keeps a rendered page while its answers are the same, and renders again when one changes', async () => {
    const renderer = (await loadPageRenderer(dir))!;
    const bundle = (await import(path.join(dir, 'entry-server.js'))) as { renders: number };
    let v = 1;
    const read = async () => ({ status: 200, body: { v } });
    const url = new URL('http://site/projects?page=1');
    const first = await renderer.render(url, 'tr', 'Europe/Istanbul', read);
    expect(first?.html).toBe('<main>tr Europe/Istanbul /projects?page=1 1</main>');
    expect(first?.namespaces).toEqual(['common']);
    const again = await renderer.render(url, 'tr', 'Europe/Istanbul', read);
    expect(again?.html).toBe(first?.html);
    // The state as the JSON written into the page.
    expect(JSON.parse(again!.state)).toEqual({
      queries: [{ queryKey: ['x'], state: { data: { v: 1 }, dataUpdatedAt: 1 } }],
    });
    expect(bundle.renders).toBe(1);
    await renderer.render(url, 'en', 'Europe/Istanbul', read);
    expect(bundle.renders).toBe(2);
    v = 2;
    expect((await renderer.render(url, 'tr', 'Europe/Istanbul', read))?.html).toContain(' 2</main>');
    expect(bundle.renders).toBe(3);
    // A failed answer, or a page not rendered on the server: no markup.
    expect(await renderer.render(url, 'tr', 'UTC', async () => ({ status: 500, body: null }))).toBeNull();
    expect(await renderer.render(new URL('http://site/wallet'), 'tr', 'UTC', read)).toBeNull();
  });

  it('is absent without a bundle', async () => {
    expect(await loadPageRenderer(undefined)).toBeNull();
    expect(await loadPageRenderer(path.join(dir, 'nothing'))).toBeNull();
  });
});
