import { dealWhist, seededRandom, type WhistState, whistGame, whistRules } from '@tenace/engine';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { HostPanel } from '../app/host-panel.js';
import { defaultPrefs, PrefsContext } from '../prefs.js';
import { TEXTS } from '../texts.js';
import { WhistCardFace, WhistHandView, WhistTrickView } from './whist-cards.js';
import {
  BooksBar,
  DeclarePanel,
  HouseRules,
  WhistBiddingBox,
  WhistHandResultLine,
  WhistScore,
} from './whist-panels.js';

function render(node: ReactNode, lang: 'en' | 'de' = 'en'): string {
  return renderToStaticMarkup(
    <PrefsContext.Provider value={{ prefs: defaultPrefs(lang), t: TEXTS[lang], setPrefs: () => {} }}>
      {node}
    </PrefsContext.Provider>,
  );
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern, 'g'))?.length ?? 0;
}

function rules(options: object = {}) {
  const r = whistRules(options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function played(seed: string): WhistState {
  // Every seat takes its first legal action to the end of the hand.
  const start = whistGame.initial(dealWhist(seededRandom(seed), 'N', rules()));
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  while (!whistGame.isOver(s)) {
    const seat = whistGame.awaiting(s)[0] as 'N';
    const legal = whistGame.legalActions(s, seat);
    const action = legal.find((a) => a.type === 'bid') ?? legal[0];
    if (action === undefined) throw new Error('no action');
    const next = whistGame.apply(s, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value.state;
  }
  return s;
}

describe('whist components', () => {
  test('the bidding box: 15 bids and Pass; after 4 Uptown five bids are greyed', () => {
    const start = whistGame.initial(dealWhist(seededRandom('c1'), 'N', rules()));
    if (!start.ok) throw new Error(start.error.message);
    const step = whistGame.apply(start.value, 'E', { type: 'bid', bid: { level: 4, type: 'uptown' } });
    if (!step.ok) throw new Error(step.error.message);
    const html = render(
      <WhistBiddingBox
        rules={rules()}
        legal={whistGame.legalActions(step.value.state, 'S')}
        onAction={() => {}}
      />,
    );
    expect(count(html, /class="box-call whist-bid/)).toBe(15);
    expect(count(html, /disabled=""/)).toBe(5);
    expect(html).toMatch(/data-bid="4NT"[^>]*>4NT</);
    expect(html).toMatch(/data-bid="pass"[^>]*>Pass</);
  });

  test('a hand in a spade game shows the jokers first, clickable only where allowed', () => {
    const contract = {
      declarer: 'S' as const,
      bid: { level: 4, type: 'uptown' as const },
      declaration: { trump: 'S' as const, direction: 'uptown' as const },
    };
    const html = render(
      <WhistHandView
        cards={['H2', 'SA', 'LJ', 'BJ', 'D9']}
        rules={rules()}
        contract={contract}
        clickable={['H2']}
        onClick={() => {}}
        label="hand"
      />,
    );
    const order = [...html.matchAll(/data-card="(\w\w)"/g)].map((m) => m[1]);
    expect(order).toEqual(['BJ', 'LJ', 'SA', 'H2', 'D9']);
    expect(count(html, /<button/)).toBe(1);
    expect(render(<WhistCardFace card="BJ" />, 'de')).toContain('aria-label="großer Joker"');
  });

  test('the trick, the declaration choices, the books and the house rules', () => {
    const trick = render(
      <WhistTrickView trick={{ leader: 'W', cards: ['SA', 'LJ'] }} bottom="S" winner={null} label="trick" />,
    );
    expect(trick).toMatch(/trick-card at-left[^"]*"[^>]*><span class="whist-card"><span class="card suit-S/);
    expect(trick).toContain('trick-card at-top');
    const declare = render(
      <DeclarePanel
        choices={[
          { trump: null, direction: 'uptown' },
          { trump: null, direction: 'downtown' },
        ]}
        onDeclare={() => {}}
      />,
      'de',
    );
    expect(declare).toContain('Richtung wählen');
    expect(count(declare, /data-declare=/)).toBe(2);
    expect(render(<BooksBar books={{ NS: 5, EW: 3 }} declarer="E" />)).toMatch(
      /class="declaring" data-side="EW">E-W: 3/,
    );
    const houseDe = render(<HouseRules rules={rules({ declarerLeads: true, target: 5 })} />, 'de');
    expect(houseDe).toContain('Spielmacher beginnt');
    expect(houseDe).toContain('Partie bis ±: 5');
    expect(render(<HouseRules rules={rules()} />)).toContain('Base game of Whist Palast');
  });

  test('a finished hand: the result line and the running score', () => {
    const s = played('c2');
    const result = whistGame.result(s);
    if (result === null || result.passedOut) throw new Error('a forced dealer means no pass-out');
    const line = render(<WhistHandResultLine result={result} />);
    expect(line).toContain(result.score.declarers > 0 ? 'Made with' : 'Set with');
    expect(line).toContain(`${result.books} books`);
    const sheet = {
      kind: 'whist' as const,
      unit: 'points' as const,
      lines: [
        {
          deal: 1,
          board: null,
          contract: '3U',
          declarer: result.declarer,
          tricks: result.books,
          score: result.points.NS,
          ns: result.points.NS,
          ew: result.points.EW,
        },
      ],
      totals: result.points,
      status: 'status',
      statusDe: 'Stand',
      over: false,
    };
    const html = render(<WhistScore sheet={sheet} game={null} />);
    expect(html).toContain('Game to +7 or −7');
    expect(html).toContain(`data-total="NS">${result.points.NS}<`);
    expect(html).toContain(`data-total="EW">${result.points.EW}<`);
  });
});

describe('the host panel at a whist table', () => {
  test('seats and the settings that apply to whist: no undo, no stop card', () => {
    const seat = {
      occupant: 'robot' as const,
      name: null,
      connected: false,
      robotStandIn: false,
      heldUntil: null,
    };
    const settings = {
      scoring: 'matchpoints' as const,
      systems: {
        NS: { system: 'SAYC' as const, conventions: [] },
        EW: { system: 'SAYC' as const, conventions: [] },
      },
      robotStrength: 'standard' as const,
      undo: true,
      kibitzers: 'seat' as const,
      dropGraceSeconds: 60,
      stopSeconds: 10,
      length: 0,
    };
    const state = {
      settings,
      you: { role: 'seat' as const, seat: 'S' as const, watch: null, host: true },
      seats: { N: seat, E: seat, S: { ...seat, occupant: 'human' as const }, W: seat },
      invites: [],
    };
    const whist = render(<HostPanel state={state} whist onSeat={() => {}} onSettings={() => {}} />);
    const bridge = render(<HostPanel state={state} onSeat={() => {}} onSettings={() => {}} />);
    expect(count(whist, /<li>/)).toBe(3);
    expect(whist).not.toContain('Undo allowed');
    expect(bridge).toContain('Undo allowed');
    expect(count(whist, /type="number"/)).toBe(0);
    expect(count(bridge, /type="number"/)).toBe(1);
    expect(whist).toContain('Robot strength');
  });
});
