import type { RunningServer } from '@tenace/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HAVE_CHROMIUM, type Harness, shot, startHarness } from './harness.js';

// The Bid Whist table in the browser (the set-up, Chromium and a server on loopback, is
// harness.ts; the client is rebuilt when its build lacks the whist screen).

let server: RunningServer;
let browser: Browser;
let harness: Harness | undefined;

/**
 * One move by clicks, if the page may act: the cheapest live bid (so the player often declares),
 * else Pass; declarer's first choice of trump or direction; six cards and the discard button;
 * the first playable card. Returns what was done, or null when it is not the player's turn.
 */
async function clickMove(page: Page): Promise<string | null> {
  const bid = page.locator('.whist-box .whist-bid:not([disabled])');
  if (await bid.count()) {
    await bid.first().click();
    return 'bid';
  }
  const pass = page.locator('.whist-box .box-call.pass:not([disabled])');
  if (await pass.count()) {
    await pass.click();
    return 'pass';
  }
  const declare = page.locator('.whist-declare .declare-choice');
  if (await declare.count()) {
    await declare.first().click();
    return 'declare';
  }
  const discard = page.locator('.whist-discard button[data-action=discard]');
  if (await discard.count()) {
    const cards = page.locator('.seat-box.at-bottom button.card');
    const chosen = await page.locator('.seat-box.at-bottom .whist-card.chosen').count();
    if (chosen < 6) {
      await cards.nth(chosen * 2).click({ position: { x: 8, y: 8 } });
      return 'choose';
    }
    await discard.click();
    return 'discard';
  }
  const card = page.locator('.seat-box.at-bottom button.card.playable').first();
  if (await card.count()) {
    await card.click({ timeout: 2000, position: { x: 8, y: 8 } }).catch(() => {});
    return 'play';
  }
  return null;
}

describe.skipIf(!HAVE_CHROMIUM)('the Bid Whist table in Chromium', () => {
  beforeAll(async () => {
    harness = await startHarness('whist-web', 'whistAction');
    server = harness.server;
    browser = harness.browser;
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('a user creates a whist table with three robots and a house rule, bids, plays a hand by clicks and sees the score', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1400, height: 950 }, locale: 'en-GB' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.locator('input[name=kind][value=whist]').check();
    // The house rules appear with their names; "Declarer leads" is chosen.
    await page.locator('.whist-rules-form').waitFor();
    expect(await page.locator('.whist-rules-form label').count()).toBe(17);
    await page.locator('input[name=whist-declarerLeads]').check();
    await shot(page, 'whist-lobby-en');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/t\/[^/#]+$/);
    await page.locator('.seat-box.at-bottom .whist-hand').waitFor();
    expect(await page.locator('.seat-box.at-bottom .card').count()).toBe(12);
    // The other hands are backs only; the house rule is shown at the table.
    expect(await page.locator('.seat-box.at-top .card.back').count()).toBe(12);
    expect(await page.locator('.whist-rules [data-rule=declarerLeads]').textContent()).toBe('Declarer leads');
    expect(await page.locator('.whist-score .whist-target').textContent()).toBe('Game to +7 or −7');
    await page.locator('.chat input[name=chat]').fill('good luck, robots');
    await page.locator('.chat button[type=submit]').click();
    await page.locator('.chat-lines li', { hasText: 'good luck, robots' }).waitFor();

    const done: string[] = [];
    const start = Date.now();
    while (!(await page.locator('.whist-finished').count())) {
      if (Date.now() - start > 150_000) {
        await shot(page, 'whist-timeout');
        throw new Error(`the hand did not finish (${done.length} clicks: ${done.slice(-10).join(' ')})`);
      }
      const move = await clickMove(page);
      if (move !== null) done.push(move);
      if (move === 'bid' || move === 'declare') await shot(page, `whist-${move}-en`);
      await page.waitForTimeout(50);
    }
    await shot(page, 'whist-hand-finished-en');
    expect(done.filter((m) => m === 'bid' || m === 'pass').length).toBeGreaterThanOrEqual(1);
    expect(done.filter((m) => m === 'play').length).toBeGreaterThanOrEqual(1);
    // The result and the running score agree: the points of the hand are the totals after one hand.
    const points = await page.locator('.whist-finished .whist-points').textContent();
    const m = /N-S ([+-]?\d+) · E-W ([+-]?\d+)/.exec(points ?? '');
    expect(m, points ?? '').not.toBeNull();
    const ns = await page.locator('.whist-score [data-total=NS]').textContent();
    const ew = await page.locator('.whist-score [data-total=EW]').textContent();
    expect([Number(ns), Number(ew)]).toEqual([Number(m?.[1]), Number(m?.[2])]);
    expect(await page.locator('.whist-finished .whist-result').textContent()).toMatch(
      /by (North|East|South|West).*(Made|Set) with \d+ books/,
    );
    // All four hands and the kitty are shown after the hand; the WHN record is one click away.
    expect(await page.locator('.whist-finished .whist-deal .whist-row').count()).toBe(6);
    const href = await page.locator('.whist-finished a[download]').getAttribute('href');
    const whn = await fetch(`${server.url}${href}`);
    expect(whn.status).toBe(200);
    expect(await whn.text()).toContain('[Options "declarerLeads=true"]');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
