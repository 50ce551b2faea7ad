import type { RunningServer } from '@tenace/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HAVE_CHROMIUM, type Harness, openPage, prefsScript, shot, startHarness } from './harness.js';

// Table mode in the browser (the set-up, Chromium and a server on loopback, is harness.ts). A
// table-mode table with robots: the host bids an insufficient bid by click and, as the table's
// Director, rules it with the panel's button; the ruling line shows what was ruled.

let server: RunningServer;
let browser: Browser;
let harness: Harness | undefined;

/** Creates a table over the lobby's HTTP API (a seed makes the robots' calls known in advance). */
async function createTable(body: unknown): Promise<{ url: string; table: string }> {
  const response = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as { seats: { table: string; url: string }[] };
  const host = created.seats[0];
  if (host === undefined) throw new Error('no host seat');
  return { url: new URL(host.url, server.url).href, table: host.table };
}

describe.skipIf(!HAVE_CHROMIUM)('table mode in Chromium', () => {
  beforeAll(async () => {
    harness = await startHarness('web-director');
    server = harness.server;
    browser = harness.browser;
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the lobby offers table mode in both languages, and its table opens with the table-mode panel', async () => {
    const errors: string[] = [];
    const german = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await german.addInitScript(prefsScript('de'));
    const dePage = await openPage(german, errors);
    await dePage.goto(server.url);
    await expect
      .poll(() => dePage.locator('label.table-mode').textContent())
      .toBe(' Tischmodus (Regelwidrigkeiten nach den Gesetzen)');
    await german.close();

    const context = await browser.newContext({ viewport: { width: 1400, height: 950 }, locale: 'en-GB' });
    const page = await openPage(context, errors);
    await page.goto(server.url);
    await expect
      .poll(() => page.locator('label.table-mode').textContent())
      .toBe(' Table mode (irregularities handled by the Laws)');
    await page.locator('input[name=tableMode]').check();
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/t\/[^/#]+$/);
    await page.locator('.seat-box.at-bottom .hand').waitFor();
    // The host directs a new table-mode table.
    await expect.poll(() => page.locator('.director-panel h3').textContent()).toBe('Table mode · Director');
    await shot(page, 'table-mode-lobby-table');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  test('an insufficient bid by click; the Director panel shows the Law and its button rules it', async () => {
    const errors: string[] = [];
    // With this seed North passes and East opens 1♥ before South's first turn (robots are seeded).
    const { url } = await createTable({
      kind: 'rubber',
      settings: { mode: 'table', stopSeconds: 0, robotStrength: 'standard' },
      seed: 'director-browser-1',
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
    const page = await openPage(context, errors);
    await page.goto(url);
    await page.locator('.seat-box.at-bottom .hand').waitFor();
    await page.locator('.your-turn').waitFor({ timeout: 60_000 });
    expect(await page.locator('.auction .call').allTextContents()).toEqual(['Pass', '1♥']);
    // 1♣ is live in table mode, and marked: it does not beat 1♥.
    const oneClub = page.locator('.bidding-box .box-call[data-call="1C"]');
    expect(await oneClub.isDisabled()).toBe(false);
    expect(await oneClub.getAttribute('data-irregular')).toBe('insufficient');
    await shot(page, 'table-mode-box');
    await oneClub.click();

    // West (a robot) must choose; the table has a Director (the host), who answers for him.
    const decision = page.locator('.director-panel .decision');
    await decision.waitFor({ timeout: 30_000 });
    expect(await decision.locator('h4').textContent()).toBe('Insufficient bid · L27A');
    expect(await decision.textContent()).toContain('Waiting for: West');
    expect(await decision.locator('.law-explanation').textContent()).toMatch(/^L27 A bid that does not beat/);
    expect(await decision.locator('button.decision-option').allTextContents()).toEqual([
      'Accept',
      'Refuse (default)',
    ]);
    await shot(page, 'table-mode-decision');
    await decision.locator('button[data-option="accept"]').click();

    // Ruled: the decision is gone, everyone reads the ruling, and 1♣ stands in the auction, noted.
    await page.locator('.ruling-line').waitFor({ timeout: 30_000 });
    expect(await page.locator('.ruling-line').textContent()).toMatch(/^Law 27A/);
    await expect.poll(() => page.locator('.director-panel .decision').count()).toBe(0);
    expect((await page.locator('.auction .call').allTextContents()).slice(0, 3)).toEqual([
      'Pass',
      '1♥',
      '1♣',
    ]);
    await shot(page, 'table-mode-ruled');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  test('after the board the host, who directs, adjusts the result and closes the board', async () => {
    const errors: string[] = [];
    // A one-board pairs session in table mode; South, the host, directs; robots in the other seats.
    const { url, table } = await createTable({
      kind: 'pairs',
      settings: { mode: 'table', length: 1, stopSeconds: 0 },
      seed: 'closing',
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
    const page = await openPage(context, errors);
    await page.goto(url);
    await page.locator('.seat-box.at-bottom .hand').waitFor();
    // South passes and plays the first lawful card whenever it is his turn (also dummy's as declarer).
    const closing = page.locator('.closing-panel');
    const deadline = Date.now() + 120_000;
    while (!(await closing.count())) {
      if (Date.now() > deadline) throw new Error('the board did not end');
      const pass = page.locator('.bidding-box .box-call.pass:not([data-irregular])');
      const card = page.locator('button.card.playable:not(.irregular)').first();
      if (await pass.count()) await pass.click().catch(() => {});
      else if (await card.count())
        await card.click({ timeout: 2000, position: { x: 8, y: 8 } }).catch(() => {});
      await page.waitForTimeout(60);
    }
    expect(await closing.locator('[role=status]').textContent()).toBe(
      'The board is over; the next deal starts when the Director closes it.',
    );
    await shot(page, 'table-mode-closing');
    // The Director adjusts declarer's tricks to 0 (L12C1): the record marks the adjusted result.
    await closing.locator('select[name=adjust]').selectOption('0');
    await closing.getByRole('button', { name: 'Adjust' }).click();
    const record = async () => (await fetch(`${server.url}/api/tables/${table}/deals/1.pbn`)).text();
    await expect.poll(record, { timeout: 30_000 }).toContain('[Result "^0"]');
    expect(await closing.count()).toBe(1);
    // Closing the only board of the session ends it.
    await closing.getByRole('button', { name: 'Close the board' }).click();
    await expect.poll(() => closing.count(), { timeout: 30_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  test('face-to-face entry: the Director enters the empty seats by clicks, and rules a call out of rotation', async () => {
    const errors: string[] = [];
    const response = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'rubber',
        seats: { N: 'empty', E: 'empty', W: 'empty' },
        settings: { mode: 'table', stopSeconds: 0 },
        director: 'invite',
        seed: 'entry',
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { director: { url: string } };
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
    const page = await openPage(context, errors);
    await page.goto(new URL(created.director.url, server.url).href);
    // The Director sees every hand.
    await expect.poll(() => page.locator('.card[data-card]').count()).toBe(52);
    const enterFor = async (seat: string) => page.locator(`.entry-selector input[value=${seat}]`).check();
    const calls = () => page.locator('.auction .call').allTextContents();
    await enterFor('N');
    await page.locator('.bidding-box .box-call[data-call="1S"]').click();
    await expect.poll(calls).toEqual(['1♠']);
    await enterFor('E');
    await page.locator('.bidding-box .box-call.pass').click();
    await expect.poll(calls).toEqual(['1♠', 'Pass']);
    // West passes at South's turn: marked out of turn, and the engine opens the decision.
    await enterFor('W');
    const pass = page.locator('.bidding-box .box-call.pass');
    expect(await pass.getAttribute('data-irregular')).toBe('outOfTurn');
    await pass.click();
    const decision = page.locator('.director-panel .decision');
    await decision.waitFor({ timeout: 30_000 });
    expect(await decision.locator('h4').textContent()).toMatch(/^Call out of rotation · L/);
    await shot(page, 'table-mode-entry-decision');
    await decision.locator('button[data-option="refuse"]').click();
    await page.locator('.ruling-line').waitFor({ timeout: 30_000 });
    expect(await page.locator('.ruling-line').textContent()).toMatch(/^Law 30A: /);
    await expect.poll(calls).toEqual(['1♠', 'Pass']);
    await shot(page, 'table-mode-entry-ruled');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
