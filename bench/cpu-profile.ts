import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/**
 * Runs `work` under Chromium's sampling profiler when `TOOLGATE_BENCH_PROFILE` names a file: the profile is
 * written there (open it in Chromium's Performance panel) and the functions with the most self time are
 * printed, so a benchmark that regresses says where the page's thread went.
 */
export async function profiled<T>(page: Page, label: string, work: () => Promise<T>): Promise<T> {
  const target = process.env.TOOLGATE_BENCH_PROFILE;
  if (!target) return work();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 1000 });
  await session.send('Profiler.start');
  const result = await work();
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
  const file = target.replace(/(\.cpuprofile)?$/, `-${label.replace(/\W+/g, '-')}.cpuprofile`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${node.callFrame.lineNumber + 1}`;
  const selfMs = new Map<string, number>();
  const totalMs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    selfMs.set(nameOf(node), (selfMs.get(nameOf(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byNode.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      totalMs.set(name, (totalMs.get(name) ?? 0) + ms);
    }
  });
  const top = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, ms]) => `  ${Math.round(ms)} ms  ${name}`);
  console.log(
    [
      `Main thread, ${label} (${file}); self time:`,
      ...top(selfMs),
      'Including callees:',
      ...top(totalMs),
    ].join('\n'),
  );
  await session.detach();
  return result;
}
