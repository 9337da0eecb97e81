import { chromium } from '@playwright/test';
const port = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const res = [];
for (let i = 0; i < 4; i++) {
  const p = await b.newPage();
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Performance.enable');
  await p.goto(`http://127.0.0.1:${port}/?pace=instant`);
  await p.getByRole('region', { name: 'Pending calls' }).getByText('update_record').first().waitFor();
  await p.waitForTimeout(4000);
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(x => [x.name, x.value]));
  res.push([m.TaskDuration, m.ScriptDuration, m.LayoutDuration, m.RecalcStyleDuration, m.LayoutCount, m.RecalcStyleCount].map(x=>+x.toFixed(3)));
  await p.close();
}
console.log(res.map(r=>r.join(' ')).join('\n'));
await b.close();
