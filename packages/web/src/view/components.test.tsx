import { addRubberDeal, auctionFromCalls, rubberSheet, startRubber, viewFor } from '@tenace/engine';
import type { ScoreLine, ScoreSheet } from '@tenace/server/protocol';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { defaultPrefs, PrefsContext } from '../prefs.js';
import { TEXTS } from '../texts.js';
import { AuctionTable, TrickView } from './auction.js';
import { BiddingBox } from './bidding-box.js';
import { DummyView, HandView } from './cards.js';
import { BoardReview, DdTable } from './review-view.js';
import { DuplicateResult, LinesSheet, RubberScoreSheet } from './score-sheets.js';
import { rubbersFromLines } from './session-sheet.js';
import { BOARD1, calls, playedBoard } from './testing.js';

function render(node: ReactNode, lang: 'en' | 'de' = 'en', fourColour = false): string {
  const prefs = { ...defaultPrefs(lang), fourColour };
  return renderToStaticMarkup(
    <PrefsContext.Provider value={{ prefs, t: TEXTS[lang], setPrefs: () => {} }}>
      {node}
    </PrefsContext.Provider>,
  );
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern, 'g'))?.length ?? 0;
}

function auction(dealer: 'N' | 'E' | 'S' | 'W', text: string) {
  const r = auctionFromCalls(dealer, text === '' ? [] : calls(text));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('bidding box', () => {
  test('38 buttons; after 1♥ the three bids up to 1♥ and XX are disabled', () => {
    const html = render(<BiddingBox auction={auction('N', '1H')} onCall={() => {}} />);
    expect(count(html, /class="box-call/)).toBe(38);
    expect(count(html, /disabled=""/)).toBe(4);
    expect(html).toMatch(/data-call="1S"[^>]*>1♠</);
  });
  test('German labels: Passe and SA for no trump; the robot’s hint is marked', () => {
    const html = render(
      <BiddingBox
        auction={auction('N', '')}
        onCall={() => {}}
        hint={{ type: 'bid', level: 1, strain: 'NT' }}
      />,
      'de',
    );
    expect(html).toContain('>Passe<');
    expect(html).toMatch(/class="box-call strain-NT hint"[^>]*data-call="1NT"[^>]*>1SA</);
    expect(html).toContain('Der Roboter würde 1SA reizen');
  });
});

describe('auction table', () => {
  test('explanations on hover, alerted calls marked, skip bids carry the stop sign', () => {
    const html = render(
      <AuctionTable
        auction={auction('S', '1NT P 2C P')}
        notes={{ 2: { text: 'Stayman: asks for a four-card major', alert: true } }}
        turn="S"
      />,
    );
    expect(html).toContain('title="Stayman: asks for a four-card major"');
    expect(count(html, /class="call[^"]*alerted/)).toBe(1);
    expect(count(html, /stop-mark/)).toBe(0);
    const jump = render(<AuctionTable auction={auction('N', '1H 2S')} notes={{}} turn="E" />);
    expect(count(jump, /stop-mark/)).toBe(1);
    // Dealer South: three empty cells (W, N, E) before the first call.
    expect(html).toMatch(/<tr><td><\/td><td><\/td><td><\/td><td><button/);
  });
});

describe('hands, dummy and trick', () => {
  test('own hand: only the playable cards are buttons', () => {
    const html = render(
      <HandView
        hand={['SA', 'S4', 'HK', 'C2']}
        trump="H"
        playable={['SA', 'S4']}
        onPlay={() => {}}
        label="South"
      />,
    );
    expect(count(html, /<button/)).toBe(2);
    expect(html.indexOf('data-card="HK"')).toBeLessThan(html.indexOf('data-card="SA"'));
  });
  test('dummy at the top with hearts trumps: the heart column first, voids shown', () => {
    const html = render(
      <DummyView hand={['HA', 'H2', 'SK']} trump="H" position="top" playable={[]} label="Dummy" />,
    );
    expect(html.indexOf('suit-H trumps')).toBeLessThan(html.indexOf('dummy-suit suit-S'));
    expect(count(html, /class="void"/)).toBe(2);
  });
  test('the trick puts each card in front of its player', () => {
    const html = render(<TrickView trick={{ leader: 'W', cards: ['SA', 'S2'] }} bottom="S" />);
    expect(html).toMatch(/at-left[^>]*>.*data-card="SA"/);
    expect(html).toMatch(/at-top[^>]*>.*data-card="S2"/);
  });
});

describe('score sheets', () => {
  test('duplicate: 4♠ by South making 11 tricks non-vulnerable scores 450 for N-S', () => {
    const html = render(
      <DuplicateResult
        board={3}
        vulnerability="None"
        result={{
          passedOut: false,
          contract: { level: 4, strain: 'S', risk: '' },
          declarer: 'S',
          tricks: 11,
          score: 450,
          nsScore: 450,
          claimed: false,
        }}
      />,
    );
    expect(html).toContain('4♠ South, made +1');
    expect(html).toContain('<td class="ns-score">450</td>');
  });
  test('rubber: a game below the line, the overtrick above it, totals under each column', () => {
    const start = startRubber();
    if (!start.ok) throw new Error('rubber');
    const after = addRubberDeal(start.value, {
      contract: { level: 4, strain: 'H', risk: '' },
      declarer: 'N',
      tricks: 11,
    });
    if (!after.ok) throw new Error(after.error.message);
    const html = render(<RubberScoreSheet sheet={rubberSheet(after.value)} />);
    // 4♥ = 120 below the line, one overtrick 30 above it.
    expect(html).toMatch(/class="below"[\s\S]*?>120</);
    expect(html).toMatch(/class="above"[\s\S]*?>30</);
    expect(html).toContain('<div class="rubber-total">150</div>');
  });
  test('Chicago lines: contract with result, points per side, totals and the status in German', () => {
    const sheet: ScoreSheet = {
      kind: 'chicago',
      unit: 'points',
      lines: [
        { deal: 1, board: null, contract: '3NT', declarer: 'N', tricks: 9, score: 400, ns: 400, ew: 0 },
        { deal: 2, board: null, contract: '4S', declarer: 'E', tricks: 9, score: 100, ns: 100, ew: 0 },
      ],
      totals: { NS: 500, EW: 0 },
      status: 'Deal 3 next: dealer South',
      statusDe: 'Als Nächstes Austeilung 3: Teiler Süd',
      over: false,
    };
    const html = render(<LinesSheet sheet={sheet} />, 'de');
    expect(html).toContain('<td>3SA Nord =</td>');
    expect(html).toContain('<td>4♠ Ost −1</td>');
    expect(html).toContain('<td class="ns-total">500</td>');
    expect(html).toContain('Als Nächstes Austeilung 3');
  });
  test('team lines: the other table’s score and IMPs once both tables played the board', () => {
    const sheet: ScoreSheet = {
      kind: 'teams',
      unit: 'imps',
      lines: [
        {
          deal: 1,
          board: 1,
          contract: '4H',
          declarer: 'S',
          tricks: 10,
          score: 620,
          ns: 10,
          ew: 0,
          otherScore: 170,
          imps: 10,
        },
        {
          deal: 2,
          board: 2,
          contract: '2S',
          declarer: 'W',
          tricks: 8,
          score: -110,
          ns: 0,
          ew: 0,
          otherScore: null,
          imps: null,
        },
      ],
      totals: { NS: 10, EW: 0 },
      status: 'A leads by 10 IMPs',
      statusDe: 'A führt mit 10 IMPs',
      over: false,
    };
    const html = render(<LinesSheet sheet={sheet} />);
    expect(html).toContain('<td>620</td><td>170</td><td class="ns">10</td>');
    expect(html).toContain('<td>-110</td><td>…</td><td class="ns">…</td>');
  });
  test('pairs lines: percentages with one decimal', () => {
    const sheet: ScoreSheet = {
      kind: 'pairs',
      unit: 'percent',
      lines: [
        {
          deal: 1,
          board: 1,
          contract: null,
          declarer: null,
          tricks: null,
          score: 0,
          ns: 62.5,
          ew: 37.5,
          results: 5,
        },
      ],
      totals: { NS: 62.5, EW: 37.5 },
      status: '',
      statusDe: '',
      over: false,
    };
    const html = render(<LinesSheet sheet={sheet} />);
    expect(html).toContain('<td>Passed out</td><td>0</td><td class="ns">62.5%</td><td class="ew">37.5%</td>');
  });
});

describe('rubber sheet from the server’s lines', () => {
  test('a game, the overtrick above, honours recognised, the rubber bonus and the next rubber', () => {
    const lines: ScoreLine[] = [
      // 4♥ by N making 11, with 100 honours: 120 below, 30 + 100 above.
      { deal: 1, board: null, contract: '4H', declarer: 'N', tricks: 11, score: 0, ns: 250, ew: 0 },
      // 3NT by N making: second game, vulnerable; 100 below + 700 rubber bonus.
      { deal: 2, board: null, contract: '3NT', declarer: 'N', tricks: 9, score: 0, ns: 800, ew: 0 },
      // A new rubber: 2♠ by E making 8.
      { deal: 3, board: null, contract: '2S', declarer: 'E', tricks: 8, score: 0, ns: 0, ew: 60 },
    ];
    const { rubbers, unread } = rubbersFromLines(lines);
    expect(unread).toEqual([]);
    expect(rubbers).toHaveLength(2);
    const first = rubberSheet(rubbers[0] as never);
    expect(first.we.total).toBe(1050);
    expect(first.we.above.map((e) => [e.kind, e.points])).toEqual([
      ['overtricks', 30],
      ['honours', 100],
      ['rubber', 700],
    ]);
    expect(first.gameLines).toHaveLength(2);
    const second = rubberSheet(rubbers[1] as never);
    expect(second.they.belowTotal).toBe(60);
    const html = render(<RubberScoreSheet sheet={first} />);
    expect(html).toContain('<div class="rubber-total">1050</div>');
  });
});

describe('after-board review', () => {
  const over = playedBoard(BOARD1, 'N', '1S P 2S P P P');
  const view = viewFor(over, 'N');
  const dd = {
    N: { C: 7, D: 6, H: 7, S: 9, NT: 8 },
    S: { C: 7, D: 6, H: 7, S: 9, NT: 8 },
    E: { C: 6, D: 7, H: 6, S: 4, NT: 5 },
    W: { C: 6, D: 7, H: 6, S: 4, NT: 5 },
  } as const;
  test('the DD table lists tricks for each declarer and strain', () => {
    const html = render(<DdTable dd={dd} />);
    expect(html).toContain('data-dd="NS" class="makes">9<');
    expect(html).toContain('data-dd="ENT" class="">5<');
  });
  test('four hands, the auction and 13 tricks with mistakes marked', () => {
    const trace = [9, 9, 8, ...Array.from({ length: 50 }, () => 8)];
    const html = render(
      <BoardReview
        data={{
          board: 1,
          deal: BOARD1,
          dealer: 'N',
          vulnerability: 'None',
          auction: over.auction,
          notes: {},
          declarer: 'N',
          tricks: view.tricks ?? [],
          dd,
          par: {
            score: 140,
            contracts: [{ level: 2, strain: 'S', declarers: ['N', 'S'], doubled: false, result: 1 }],
          },
          trace,
          pbnUrl: '/api/boards/1.pbn',
        }}
      />,
    );
    expect(count(html, /class="play-trick"/)).toBe(13);
    expect(count(html, /class="played mistake/)).toBe(1);
    expect(html).toContain('2♠ NS +1');
    expect(html).toContain('href="/api/boards/1.pbn"');
  });
});
