import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imps, parseDeal } from '@tenace/engine';
import { type RunningServer, startServer } from '@tenace/server';
import { ddTable } from '@tenace/solver';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIST, HAVE_CHROMIUM, type Harness, openPage, prefsScript, shot, startHarness } from './harness.js';

// The bridge table in the browser (the set-up, Chromium and a server on loopback, is harness.ts).

let server: RunningServer;
let browser: Browser;
let harness: Harness | undefined;

/** Runs `body` on a page of its own browser context, then checks the page threw no errors. */
async function onNewPage(body: (page: Page) => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, errors);
  try {
    await body(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * One move by clicks, if this page may act: accept a claim put to it; in the auction the cheapest
 * bid when `bidFirst` and nobody has bid yet, else Pass; in the play the first card that lights
 * up. False when it is not this page's turn.
 */
async function clickMove(page: Page, bidFirst: boolean): Promise<boolean> {
  // A robot claims when the rest is certain; the player accepts.
  const acceptClaim = page.locator('.dialog button.accept-claim');
  if (await acceptClaim.count()) {
    await acceptClaim.click().catch(() => {});
    return true;
  }
  const stop = page.locator('.bidding-box .stop-card button.confirm');
  if (await stop.count()) {
    await stop.click();
    return true;
  }
  const live = page.locator('.bidding-box .box-call:not([disabled])');
  if (await live.count()) {
    const noBidYet = (await page.locator('.box-bids .box-call:disabled').count()) === 0;
    const call =
      bidFirst && noBidYet
        ? page.locator('.box-bids .box-call:not([disabled])').first()
        : page.locator('.box-call.pass:not([disabled])');
    // The box may close between the look and the click (a call of ours still on its way to the
    // server, then the auction moved on): the caller looks again.
    await call.click({ timeout: 2000 }).catch(() => {});
    return true;
  }
  const card = page.locator('button.card.playable').first();
  if (await card.count()) {
    // Cards overlap (a fan, dummy's columns): a player clicks the corner that shows the rank.
    await card.click({ timeout: 2000, position: { x: 8, y: 8 } }).catch(() => {});
    return true;
  }
  return false;
}

/** Clicks moves on all pages until each shows the finished deal. */
async function playToEnd(pages: Page[], bidFirst: (i: number) => boolean, limitMs: number): Promise<number> {
  const start = Date.now();
  let moves = 0;
  while (Date.now() - start < limitMs) {
    let done = 0;
    for (const [i, page] of pages.entries()) {
      if (await page.locator('.finished').count()) {
        done++;
        continue;
      }
      if (await clickMove(page, bidFirst(i))) moves++;
    }
    if (done === pages.length) return moves;
    await pages[0]?.waitForTimeout(60);
  }
  for (const [i, page] of pages.entries()) await shot(page, `timeout-${i}`);
  throw new Error(`the deal did not finish within ${limitMs} ms (${moves} moves clicked)`);
}

/** The DD table as numbers: rows N, E, S, W; columns NT, S, H, D, C. */
async function ddNumbers(page: Page): Promise<number[][]> {
  return page.$$eval('.dd-table tbody tr', (rows) =>
    rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => Number(td.textContent))),
  );
}

describe.skipIf(!HAVE_CHROMIUM)('the web client in Chromium', () => {
  beforeAll(async () => {
    harness = await startHarness('web');
    server = harness.server;
    browser = harness.browser;
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('a new user creates a table with three robots, bids and plays a board by clicks, sees the score and the DD review', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1400, height: 950 }, locale: 'en-GB' });
    const page = await openPage(context, errors);
    await page.goto(server.url);
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('New table');
    await shot(page, 'lobby-en');
    // Rubber bridge is the default kind; South is the default seat; the others are robots.
    await page.locator('.table-settings summary').click();
    await page.locator('input[name=stopSeconds]').fill('1');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/t\/[^/#]+$/);
    await page.locator('.seat-box.at-bottom .hand').waitFor();
    expect(await page.locator('.seat-box.at-bottom button.card, .seat-box.at-bottom span.card').count()).toBe(
      13,
    );
    expect(await page.locator('.status-bar').textContent()).toContain('Connected');
    // "What would the robot bid": the hint lights one live call in the box.
    await page.locator('.bidding-box .hint-button').click({ timeout: 60_000 });
    await expect.poll(() => page.locator('.bidding-box .box-call.hint:not([disabled])').count()).toBe(1);
    expect(await page.locator('.hint-text').textContent()).toMatch(/^The robot would call /);
    await shot(page, 'table-auction-en');

    const moves = await playToEnd([page], () => true, 90_000);
    expect(moves).toBeGreaterThan(0);
    await shot(page, 'board-finished-en');
    const result = await page.locator('.duplicate-result .contract-text').textContent();
    expect(result).toMatch(/^(Passed out|[1-7](♣|♦|♥|♠|NT)X{0,2} (North|East|South|West), (made|down))/);
    // The score sheet shows the rubber with the line.
    expect(await page.locator('.side-panels .rubber-sheet').count()).toBe(1);

    if (result !== 'Passed out') {
      await page.locator('.dd-table').waitFor({ timeout: 90_000 });
      const dd = await ddNumbers(page);
      expect(dd).toHaveLength(4);
      // The table computed in the browser's worker is the solver's table of the deal shown.
      const shown = await page.$$eval('.diagram .diagram-hand', (hands) =>
        hands.map((h) =>
          Array.from(h.querySelectorAll('.suit-line'))
            .map((l) =>
              (l.textContent ?? '')
                .slice(1)
                .trim()
                .replace(/10/g, 'T')
                .replace(/void|chicane/, '')
                .replace(/\s+/g, ''),
            )
            .join('.'),
        ),
      );
      const deal = parseDeal(`N:${shown.join(' ')}`);
      expect(deal.ok).toBe(true);
      if (deal.ok) {
        const table = ddTable(deal.value);
        expect(table.ok).toBe(true);
        if (table.ok) {
          const strains = ['NT', 'S', 'H', 'D', 'C'] as const;
          expect(dd).toEqual(
            (['N', 'E', 'S', 'W'] as const).map((seat) => strains.map((st) => table.value[seat][st])),
          );
        }
      }
      expect(await page.locator('.par-line').textContent()).toMatch(/^Par:/);
      // Each card played gets its DD cost once the trace is done: all 52, or those before a claim
      // (the robots claim when the rest is certain), as many as the hand record's play section.
      await expect
        .poll(() => page.locator('.play-record .played[data-cost=""]').count(), { timeout: 90_000 })
        .toBe(0);
      const recordHref = await page.locator('.exports a').first().getAttribute('href');
      const record = await (await page.request.get(new URL(recordHref ?? '', server.url).href)).text();
      const playSection = record.split(/\[Play "[NESW]"\]/)[1]?.split('[')[0] ?? '';
      const cardsInRecord = playSection.split(/\s+/).filter((x) => /^[SHDC][2-9TJQKA]$/.test(x)).length;
      expect(cardsInRecord).toBeGreaterThan(0);
      expect(await page.locator('.play-record .played').count()).toBe(cardsInRecord);
      // The replay starts with all four hands: 52 cards on the diagram.
      const start = await page.$$eval('.diagram .suit-line', (lines) =>
        lines.reduce(
          (n, l) =>
            n +
            (l.textContent ?? '')
              .replace(/^\S+\s*/, '')
              .split(' ')
              .filter((x) => /^[2-9AKQJ]|10/.test(x)).length,
          0,
        ),
      );
      expect(start).toBe(52);
    }
    await shot(page, 'review-en');
    // The hand record downloads as PBN with this deal in it.
    const pbnHref = await page.locator('.exports a').first().getAttribute('href');
    expect(pbnHref).toMatch(/\.pbn$/);
    const pbn = await (await page.request.get(new URL(pbnHref ?? '', server.url).href)).text();
    expect(pbn).toMatch(/\[Deal "[NESW]:/);
    await page.locator('.next-board').click();
    await page.locator('.seat-box.at-bottom .hand').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  test('four players in four browser contexts play one board together (English and German)', async () => {
    const errors: string[] = [];
    const host = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const hostPage = await openPage(host, errors);
    await hostPage.goto(server.url);
    await hostPage.locator('input[name=kind][value=chicago]').check();
    for (const seat of ['N', 'E', 'W'])
      await hostPage.locator(`select[name=seat-${seat}]`).selectOption('human');
    await hostPage.locator('button[type=submit]').click();
    await hostPage.locator('.invite-url').first().waitFor();
    const links = await hostPage.$$eval('.invite-list li', (items) =>
      items.map((li) => ({
        label: li.querySelector('strong')?.textContent ?? '',
        url: (li.querySelector('input') as HTMLInputElement).value,
      })),
    );
    expect(links).toHaveLength(4);
    await shot(hostPage, 'invite-links');
    const guests = links.filter((l) => !l.label.includes('(you)'));
    expect(guests).toHaveLength(3);
    await hostPage.locator('button.primary').click();

    const pages: Page[] = [hostPage];
    const contexts: BrowserContext[] = [host];
    for (const [i, link] of guests.entries()) {
      const lang = i % 2 === 0 ? 'de' : 'en';
      const ctx = await browser.newContext({ viewport: { width: 1100, height: 850 } });
      await ctx.addInitScript(prefsScript(lang));
      contexts.push(ctx);
      const page = await openPage(ctx, errors);
      await page.goto(link.url);
      pages.push(page);
    }
    for (const page of pages) await page.locator('.seat-box.at-bottom .hand').waitFor();
    // Each player sees only his own 13 cards face up.
    for (const page of pages) expect(await page.locator('.card[data-card]').count()).toBe(13);
    // The invite link's token left the address bar.
    for (const page of pages) expect(page.url()).not.toContain('token=');
    // German texts on the German players' screens, English on the others.
    const german = pages[1] as Page;
    await expect
      .poll(() => german.locator('.seat-box.at-bottom .seat-name').textContent())
      .toMatch(/\(Sie\)/);
    await shot(german, 'table-de');

    // Table chat reaches everyone.
    await hostPage.locator('.chat input[name=chat]').fill('Good luck, partner');
    await hostPage.locator('.chat button[type=submit]').click();
    await expect.poll(() => german.locator('.chat-lines').textContent()).toContain('Good luck, partner');

    const moves = await playToEnd(pages, () => true, 120_000);
    expect(moves).toBeGreaterThanOrEqual(4);
    const results = await Promise.all(
      pages.map((p) => p.locator('.duplicate-result .ns-score').textContent()),
    );
    expect(new Set(results).size).toBe(1);
    // After the deal everyone sees all four hands in the review.
    for (const page of pages) expect(await page.locator('.diagram .diagram-hand').count()).toBe(4);
    expect(await german.locator('.finished .next-board').textContent()).toBe('Nächstes Board');
    expect(await hostPage.locator('.finished .next-board').textContent()).toBe('Next board');
    await shot(hostPage, 'four-players-finished');
    expect(errors).toEqual([]);
    for (const ctx of contexts) await ctx.close();
  }, 240_000);

  test('the server stops and starts again mid-board: the page reconnects and the board goes on', async () => {
    const errors: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'tenace-web-restart-'));
    const store = { sqlite: join(dir, 'tenace.db') };
    let own = await startServer({ store, port: 0, webRoot: DIST, log: () => {} });
    const port = own.port;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openPage(context, errors);
    try {
      await page.goto(own.url);
      await page.locator('button[type=submit]').click();
      await page.locator('.seat-box.at-bottom .hand').waitFor();
      await page.locator('.bidding-box').waitFor({ timeout: 60_000 });
      const before = await page.locator('.auction .call').count();
      // South calls once the box is live (a robot's jump bid keeps it closed for the stop card's
      // seconds). The call is on the table when the auction grows: the robots may answer and
      // bring the box back at once, so the box itself is no sign.
      await expect
        .poll(
          async () => {
            await clickMove(page, true);
            return page.locator('.auction .call').count();
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(before);
      const calls = await page.locator('.auction .call').count();
      const hand = await page.$$eval('.seat-box.at-bottom .card', (cards) =>
        cards.map((c) => c.getAttribute('data-card')),
      );
      await own.close();
      await expect.poll(() => page.locator('.conn').textContent()).toBe('Connection lost, reconnecting…');
      own = await startServer({ store, port, webRoot: DIST, log: () => {} });
      await expect.poll(() => page.locator('.conn').textContent(), { timeout: 30_000 }).toBe('Connected');
      // Nothing was lost: the calls made before the restart and the same hand. The robots go on
      // at once after the restart (and play this hand too when it is dummy), so the hand may
      // have lost cards to tricks since, but it holds no card it did not hold before.
      expect(await page.locator('.auction .call').count()).toBeGreaterThanOrEqual(calls);
      const after = await page.$$eval('.seat-box.at-bottom .card', (cards) =>
        cards.map((c) => c.getAttribute('data-card')),
      );
      expect(after.filter((card) => !hand.includes(card))).toEqual([]);
      await playToEnd([page], () => false, 90_000);
      expect(await page.locator('.duplicate-result').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  test('undo: a call taken back with the robots’ consent', async () => {
    // North is a person who does not call after South's bid, so the robots cannot pass the
    // auction out before South's request arrives; East and West (robots) are the voters.
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    const newPage = async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(ctx);
      return openPage(ctx, errors);
    };
    try {
      const south = await newPage();
      await south.goto(server.url);
      await south.locator('select[name=seat-N]').selectOption('human');
      await south.locator('button[type=submit]').click();
      const link = south.locator('.invite-list li').filter({ hasText: 'North' }).locator('input');
      const northUrl = await link.inputValue({ timeout: 10_000 });
      await south.locator('button.primary').click();
      const north = await newPage();
      await north.goto(northUrl);
      const box = south.locator('.bidding-box .box-call:not([disabled])');
      // North passes until South has a call to make (at most once: North is dealer or after East).
      const deadline = Date.now() + 60_000;
      while (!(await box.count())) {
        if (Date.now() > deadline) throw new Error('South never had a call to make');
        if (await north.locator('.bidding-box .box-call.pass:not([disabled])').count())
          await north.locator('.box-call.pass:not([disabled])').click();
        await south.waitForTimeout(60);
      }
      const before = await south.locator('.auction .call').count();
      await south.locator('.box-bids .box-call:not([disabled])').first().click();
      // West (a robot) calls after South; then the auction waits for North.
      await expect.poll(() => south.locator('.auction .call').count(), { timeout: 30_000 }).toBe(before + 2);
      await south.getByRole('button', { name: 'Undo' }).click();
      // The robots accept a slip noticed at once: South's bid and West's call are gone, the box is back.
      await expect.poll(() => south.locator('.auction .call').count(), { timeout: 30_000 }).toBe(before);
      await box.first().waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      for (const ctx of contexts) await ctx.close();
    }
  }, 120_000);

  test('a claim: South, to play, concedes the rest, the robots accept, the board is scored with those tricks', async () => {
    await onNewPage(async (page) => {
      await page.goto(server.url);
      await page.locator('button[type=submit]').click();
      await page.locator('.seat-box.at-bottom .hand').waitFor();
      // South passes throughout; on a card turn of South's (as declarer or defender; dummy
      // cannot claim) with the claim button there, South claims.
      const claim = page.locator('.buttons > button', { hasText: /^Claim$/ });
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error('South never had a card to play with a claim');
        if (await page.locator('.finished').count()) {
          await page.locator('.next-board').click();
          await page.locator('.seat-box.at-bottom .hand').waitFor();
          continue;
        }
        const myCard = page.locator('button.card.playable');
        if ((await myCard.count()) > 0 && (await claim.count()) > 0) break;
        if (!(await page.locator('.bidding-box .box-call.pass:not([disabled])').count())) {
          await page.waitForTimeout(60);
          continue;
        }
        await clickMove(page, false);
      }
      // Nobody acts while South is to play, so the tricks so far stand still.
      const badge = (await page.locator('.tricks-badge').textContent()) ?? '';
      const [ns, ew] = (badge.match(/\d+/g) ?? []).map(Number);
      expect((ns ?? 0) + (ew ?? 0)).toBeLessThan(13);
      await claim.click();
      await page.locator('select[name=claimTricks]').selectOption('0');
      await page.locator('.claim-form button', { hasText: /^Claim$/ }).click();
      await page.locator('.finished').waitFor({ timeout: 30_000 });
      const contract = (await page.locator('.duplicate-result .contract-text').textContent()) ?? '';
      const declarer = /(North|East|South|West)/.exec(contract)?.[1];
      const tricks = Number(await page.locator('.duplicate-result tbody td').nth(1).textContent());
      // Conceding the rest: North-South keep what they have, East-West get every other trick.
      expect(tricks).toBe(declarer === 'North' || declarer === 'South' ? ns : 13 - (ns ?? 0));
    });
  }, 180_000);

  test('a one-board team match against robots: the other table plays the board, the sheet shows the IMPs', async () => {
    await onNewPage(async (page) => {
      await page.goto(server.url);
      await page.locator('input[name=kind][value=teams]').check();
      await page.locator('.table-settings summary').click();
      await page.locator('input[name=boards]').fill('1');
      await page.locator('input[name=stopSeconds]').fill('1');
      await page.locator('button[type=submit]').click();
      await page.locator('.seat-box.at-bottom .hand').waitFor();
      await playToEnd([page], () => true, 90_000);
      const sheet = page.locator('.side-panels .lines-sheet.kind-teams');
      await sheet.waitFor();
      // Once the robots at the other table have played board 1, its score and the IMPs appear.
      await expect
        .poll(() => sheet.locator('tbody td.ns').first().textContent(), { timeout: 60_000 })
        .toMatch(/^\d+$/);
      const row = await sheet.locator('tbody tr').first().locator('td').allTextContents();
      expect(row[0]).toBe('1');
      const [ours, theirs, nsImps, ewImps] = [Number(row[2]), Number(row[3]), Number(row[4]), Number(row[5])];
      // The IMPs shown are the IMP scale's value of the difference of the two North-South scores.
      expect(nsImps === 0 || ewImps === 0).toBe(true);
      expect(nsImps - ewImps).toBe(imps(ours - theirs));
      await shot(page, 'team-match');
    });
  }, 180_000);

  test('the host invites a player to a robot seat at the table; a kibitzer watches one player', async () => {
    const errors: string[] = [];
    const contexts: BrowserContext[] = [];
    const newPage = async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(ctx);
      return openPage(ctx, errors);
    };
    try {
      const host = await newPage();
      await host.goto(server.url);
      await host.locator('button[type=submit]').click();
      await host.locator('.seat-box.at-bottom .hand').waitFor();
      await host.locator('.host-panel summary').click();
      // North is a robot; the host opens the seat to a person and gets its link.
      const north = host.locator('.host-seats li').filter({ hasText: 'North' });
      await north.getByRole('button', { name: 'Invite' }).click();
      const url = await north.locator('input.invite-url').inputValue({ timeout: 10_000 });
      expect(url).toMatch(/\/t\/[^#]+#token=/);
      const guest = await newPage();
      await guest.goto(url);
      await expect
        .poll(() => guest.locator('.seat-box.at-bottom .seat-name').textContent())
        .toMatch(/^North \(you\)/);
      await expect.poll(() => host.locator('.seat-box.at-top .seat-name').textContent()).not.toMatch(/Robot/);
      // A kibitzer (no token) sees one player's hand face up and nothing else before the lead.
      const watcher = await newPage();
      await watcher.goto(host.url());
      await watcher.locator('.kibitzer-badge').waitFor();
      expect(await watcher.locator('.card[data-card]').count()).toBe(13);
      expect(await watcher.locator('.bidding-box').count()).toBe(0);
      await shot(watcher, 'kibitzer');
      expect(errors).toEqual([]);
    } finally {
      for (const ctx of contexts) await ctx.close();
    }
  }, 120_000);

  test('German on a phone: settings menu, bidding by keyboard, nothing wider than the screen', async () => {
    const errors: string[] = [];
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await openPage(context, errors);
    await page.goto(server.url);
    await page.locator('.prefs-menu summary').click();
    await page.locator('select[name=lang]').selectOption('de');
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('Neuer Tisch');
    await page.locator('.prefs-menu summary').click();
    await page.locator('input[name=kind][value=chicago]').check();
    await page.locator('button[type=submit]').click();
    await page.locator('.seat-box.at-bottom .hand').waitFor();
    // Wait for our turn in the auction, then call by keyboard: type "p" and Enter. The box must be
    // live: after a robot's jump bid it stays greyed for the stop card's seconds, and a call typed
    // then is refused.
    await page.locator('.bidding-box .box-call.pass:not([disabled])').waitFor({ timeout: 60_000 });
    expect(await page.locator('.box-call.pass').textContent()).toBe('Passe');
    await shot(page, 'phone-table-de');
    const callsBefore = await page.locator('.auction .call').count();
    await page.keyboard.type('p');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.auction .call').count(), { timeout: 30_000 })
      .toBeGreaterThan(callsBefore);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, 'phone-de');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
