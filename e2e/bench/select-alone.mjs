#!/usr/bin/env node
// The INP bench's select steps on a blank page: no app, no React, no design CSS, one native select
// with the questionnaire's look (appearance none), at a height of the 1280 x 800 window, the CPU 4x
// slower, a keydown handler of 20 ms (the questionnaire's answer to a choice takes 15-27 ms; it also
// lifts every entry over the 16 ms an observer can see). For each height: ArrowDown on the focused,
// closed select, then whether the browser
// reported the key's event timing within 20 frames (it does so once the frame with the change is
// presented). Where it does not, the choice is never drawn until something else on the page changes:
// the late frame the bench once counted as the select's INP (docs/performance.md, h-select2).
// No servers: `[SELECT_CPU_RATE=1] node e2e/bench/select-alone.mjs [heights, e.g. 300,400,720,735]`.
/* global window, document, performance, requestAnimationFrame -- used inside page.evaluate */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const HEIGHTS = (process.argv[2] ?? '300,400,500,720,730,735,760').split(',').map(Number);
const FRAMES = 20;
/** `SELECT_CPU_RATE=1`: the same at full speed. */
const RATE = Number(process.env.SELECT_CPU_RATE ?? 4);
const options = Array.from({ length: 15 }, (_, i) => `<option value="v${i}">Activity number ${i}</option>`).join('');
const page = (top) => `<body style="margin:0;height:3000px;font:16px sans-serif">
  <select id="choice" aria-label="Activity" style="position:absolute;top:${top}px;left:100px;width:500px;height:44px;
    appearance:none;padding-inline-end:2.5rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">${options}</select>
  <script>
    window.__events = [];
    window.__observer = new PerformanceObserver((list) => window.__events.push(...list.getEntries()));
    window.__observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
    document.getElementById('choice').addEventListener('keydown', () => {
      const until = performance.now() + 20;
      while (performance.now() < until);
    });
  </script></body>`;

/** The duration of the first `name` entry starting after `from`, or null if none came within `frames` frames. */
const entryAfter = (tab, name, from, frames) =>
  tab.evaluate(
    ({ name, from, frames }) =>
      new Promise((resolve) => {
        let left = frames;
        const look = () => {
          window.__events.push(...window.__observer.takeRecords());
          const entry = window.__events.find((e) => e.name === name && e.startTime >= from);
          if (entry || --left === 0) resolve(entry ? Math.round(entry.duration) : null);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    { name, from, frames },
  );

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const top of HEIGHTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.setContent(page(top));
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await tab.locator('#choice').focus();
    await tab.keyboard.press('ArrowDown');
    await entryAfter(tab, 'keydown', 0, 3);
    const from = await tab.evaluate(() => performance.now());
    await tab.keyboard.press('ArrowDown');
    const duration = await entryAfter(tab, 'keydown', from, FRAMES);
    const shown = await tab.evaluate(() => document.getElementById('choice').selectedIndex);
    // The browser's list opened with the pointer twice (closed with Escape): what opening it costs
    // with no app around it, to read beside the bench's pointerdown.
    const opens = [];
    for (let open = 0; open < 2; open += 1) {
      const start = await tab.evaluate(() => performance.now());
      await tab.locator('#choice').click();
      await tab.keyboard.press('Escape');
      const opened = await entryAfter(tab, 'pointerdown', start, FRAMES);
      opens.push(opened === null ? 'not presented' : `${opened} ms`);
    }
    console.log(
      `select at ${top}-${top + 44} px: ArrowDown ${
        duration === null
          ? `(option ${shown} chosen) not presented after ${FRAMES} frames`
          : `presented, INP ${duration} ms`
      }; list opened with the pointer: ${opens.join(', ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
