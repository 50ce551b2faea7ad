import {
  applyTableAction,
  type Call,
  type Card,
  DECISION_EXPLANATIONS,
  type Deal,
  legalTableActions,
  parseCall,
  startTableBoard,
  suitOf,
  type TableAction,
  type TableActor,
  type TableEvent,
  type TableState,
  type TableView,
  tableAwaiting,
  tableViewFor,
} from '@tenace/engine';
import type { ScoreSheet } from '@tenace/server/protocol';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ClosingPanel, DecisionButtons, DirectorPanel, RulingsLine } from '../app/director-panel.js';
import { FinishedPanel } from '../app/finished-panel.js';
import { type TableState as ClientTable, INITIAL_TABLE_STATE, reduceTable } from '../net/table-state.js';
import { defaultPrefs, PrefsContext } from '../prefs.js';
import { TEXTS } from '../texts.js';
import { BiddingBox } from './bidding-box.js';
import {
  cardMarks,
  decisionOptions,
  everyCall,
  optionLabel,
  readView,
  rulingLine,
  strictActions,
  tableBoxModel,
  tableCallNotes,
} from './rulings.js';
import { BOARD1 } from './testing.js';

function render(node: ReactNode, lang: 'en' | 'de' = 'en'): string {
  return renderToStaticMarkup(
    <PrefsContext.Provider value={{ prefs: defaultPrefs(lang), t: TEXTS[lang], setPrefs: () => {} }}>
      {node}
    </PrefsContext.Provider>,
  );
}

function call(text: string): Call {
  const c = parseCall(text);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/** A table-mode board of BOARD1 (dealer North) after the given actions, each checked by the engine. */
function board(actions: readonly [TableActor, TableAction][]): TableState {
  const start = startTableBoard({ deal: BOARD1 as Deal, dealer: 'N', vulnerability: 'None' });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  for (const [actor, action] of actions) {
    const next = applyTableAction(state, actor, action);
    if (!next.ok) throw new Error(`${actor} ${JSON.stringify(action)}: ${next.error.message}`);
    state = next.value.state;
  }
  return state;
}

const bid = (text: string): TableAction => ({ type: 'call', call: call(text) });

/** North 1♠, East 1♥ (insufficient): South, the offender's left-hand opponent, must choose. */
const INSUFFICIENT = board([
  ['N', bid('1S')],
  ['E', bid('1H')],
]);

describe('rulings line', () => {
  test("names the Law and gives the engine's words in the player's language", () => {
    const state = board([
      ['N', bid('1S')],
      ['E', bid('1H')],
      ['S', { type: 'decide', option: 'refuse' }],
      ['E', bid('2H')],
    ]);
    const ruling = state.rulings.at(-1);
    if (ruling === undefined) throw new Error('nothing ruled');
    expect(ruling.law).toBe('27B1a');
    expect(rulingLine(ruling, 'en')).toBe(`Law 27B1a: ${ruling.en}`);
    expect(rulingLine(ruling, 'de')).toBe(`Gesetz 27B1a: ${ruling.de}`);
    const html = render(<RulingsLine view={tableViewFor(state, 'W')} />, 'de');
    expect(html).toContain(`Gesetz 27B1a: ${ruling.de}`);
    expect(html).toContain('role="status"');
    // Nothing ruled, no line.
    expect(render(<RulingsLine view={tableViewFor(INSUFFICIENT, 'W')} />)).toBe('');
  });
});

describe('decision options', () => {
  test('option codes read as words in both languages', () => {
    expect(optionLabel('accept', 'en')).toBe('Accept');
    expect(optionLabel('refuse', 'de')).toBe('Ablehnen');
    expect(optionLabel('forbid:HD', 'en')).toBe('Forbid the lead of ♥ ♦');
    expect(optionLabel('require:S', 'de')).toBe('Ausspiel verlangen: ♠');
    expect(optionLabel('card:SK', 'en')).toBe('♠K');
    expect(optionLabel('tricks:9', 'en')).toBe("9 tricks to the claimer's side");
    expect(optionLabel('notComparable', 'de')).toBe('Nicht vergleichbar: Partner muss passen');
  });

  test('the chooser answers as himself, the Director for anyone, the others get no buttons', () => {
    const view = tableViewFor(INSUFFICIENT, 'S');
    const south = decisionOptions(view, legalTableActions(INSUFFICIENT, 'S'), [], 'en');
    expect(south.map((o) => [o.option, o.as, o.isDefault])).toEqual([
      ['accept', 'seat', false],
      ['refuse', 'seat', true],
    ]);
    const director = decisionOptions(
      tableViewFor(INSUFFICIENT, 'director'),
      [],
      legalTableActions(INSUFFICIENT, 'director'),
      'de',
    );
    expect(director.map((o) => [o.label, o.as])).toEqual([
      ['Annehmen', 'director'],
      ['Ablehnen', 'director'],
    ]);
    expect(
      decisionOptions(tableViewFor(INSUFFICIENT, 'W'), legalTableActions(INSUFFICIENT, 'W'), [], 'en'),
    ).toEqual([]);
    const html = render(<DecisionButtons options={south} onDecide={() => {}} />);
    expect(html.match(/class="decision-option[ "]/g)).toHaveLength(2);
    expect(html).toMatch(/class="decision-option default" data-option="refuse"/);
  });

  test("the panel shows the decision, the Law explained in our words, and the Director's buttons", () => {
    const view = tableViewFor(INSUFFICIENT, 'director');
    const state: ClientTable = {
      ...INITIAL_TABLE_STATE,
      you: { role: 'director', seat: null, watch: null, host: false, director: true },
      tableView: view,
      directorLegal: legalTableActions(INSUFFICIENT, 'director'),
    };
    const en = render(<DirectorPanel state={state} view={view} send={() => {}} />);
    expect(en).toContain('Insufficient bid · L27');
    expect(en).toContain(DECISION_EXPLANATIONS.insufficientBid.en.replaceAll("'", '&#x27;'));
    expect(en).toContain('Waiting for: South');
    expect(en).toMatch(/data-option="accept"/);
    const de = render(<DirectorPanel state={state} view={view} send={() => {}} />, 'de');
    expect(de).toContain('Ungenügendes Gebot · L27');
    expect(de).toContain('Wartet auf: Süd');
    // A player who is not the chooser sees the decision and the explanation, without buttons.
    const west = tableViewFor(INSUFFICIENT, 'W');
    const player = render(
      <DirectorPanel
        state={{
          ...state,
          you: { role: 'seat', seat: 'W', watch: null, host: false, director: false },
          directorLegal: [],
        }}
        view={west}
        send={() => {}}
      />,
    );
    expect(player).toContain('Insufficient bid');
    expect(player).not.toContain('data-option=');
  });
});

describe('irregular calls and cards', () => {
  test('in table mode every call is live; the insufficient and out-of-turn ones are marked', () => {
    const after1S = board([['N', bid('1S')]]);
    const { view } = readView(tableViewFor(after1S, 'E'));
    const lawful = legalTableActions(after1S, 'E').flatMap((a) => (a.type === 'call' ? [a.call] : []));
    const east = tableBoxModel(view.auction, lawful, true);
    const all = [...east.bids.flat(), east.pass, east.double, east.redouble];
    expect(all.every((b) => b.legal)).toBe(true);
    expect(east.bids[0]?.map((b) => b.irregular)).toEqual([
      'insufficient',
      'insufficient',
      'insufficient',
      'insufficient',
      null,
    ]);
    expect(east.pass.irregular).toBeNull();
    expect(east.redouble.irregular).toBe('irregular');
    const west = tableBoxModel(view.auction, [], false);
    expect([...west.bids.flat(), west.pass].every((b) => b.irregular === 'outOfTurn')).toBe(true);
    const html = render(
      <BiddingBox auction={view.auction} onCall={() => {}} table={{ lawful, myTurn: true }} />,
    );
    expect(html).not.toContain('disabled=""');
    expect(html.match(/data-irregular="insufficient"/g)).toHaveLength(4);
    expect(html).toMatch(/data-call="1H"[^>]*data-irregular="insufficient"[^>]*title="insufficient"/);
  });

  test('a table-mode player may type any of the 38 calls', () => {
    const calls = everyCall(readView(tableViewFor(INSUFFICIENT, 'W')).view.auction);
    expect(calls).toHaveLength(38);
    expect(new Set(calls.map((c) => JSON.stringify(c))).size).toBe(38);
  });

  test('cards: penalty cards and cards the Laws do not allow now are marked, the rest plain', () => {
    expect(cardMarks(['SA', 'SK', 'H2', 'D3'], ['SA', 'SK'], ['D3'])).toEqual({
      H2: 'irregular',
      D3: 'penalty',
    });
  });

  test('an accepted call out of rotation: lost turns and the accepted call are noted in the rotated auction', () => {
    // Dealer North; South opens 1NT at North's turn; West (South's left-hand opponent) accepts.
    const state = board([
      ['S', bid('1NT')],
      ['W', { type: 'decide', option: 'accept' }],
    ]);
    const table = tableViewFor(state, 'N');
    const { view } = readView(table);
    expect(view.auction.calls).toEqual([call('P'), call('P'), call('1NT')]);
    const notes = tableCallNotes(table, 'en');
    expect(Object.keys(notes)).toEqual(['0', '1', '2']);
    expect(notes[0]?.text).toContain('L29A');
    expect(notes[2]?.text).toBe('Out of rotation, accepted (L29A)');
  });
});

describe('table-mode messages in the client state', () => {
  test('an event with a table view keeps the table view, strict legal actions and the Director extras', () => {
    const view: TableView = tableViewFor(INSUFFICIENT, 'director');
    const legal = legalTableActions(INSUFFICIENT, 'director');
    const state = reduceTable(INITIAL_TABLE_STATE, {
      type: 'event',
      deal: 1,
      event: INSUFFICIENT.events[1] as TableEvent,
      view,
      legal,
      directorLegal: legal,
      claimAid: { ok: true, ddTricks: 3, suggestion: 'tricks:3' },
    });
    expect(state.tableView?.decision?.kind).toBe('insufficientBid');
    expect(state.view?.auction.calls).toEqual([call('1S')]);
    expect(state.legal).toEqual([]);
    expect(state.tableLegal).toEqual(legal);
    expect(state.directorLegal).toEqual(legal);
    expect(state.claimAid).toEqual({ ok: true, ddTricks: 3, suggestion: 'tricks:3' });
    expect(
      strictActions([
        { type: 'decide', option: 'accept' },
        { type: 'call', call: call('P') },
      ]),
    ).toEqual([{ type: 'call', call: call('P') }]);
  });
});

describe('the finished board in table mode', () => {
  test('shows every ruling, the revoke transfer at the end of play included, and offers no LIN record', () => {
    // 1NT by North, passed out; then lawful cards, except that the first defender who can revoke does.
    let state = board([
      ['N', bid('1NT')],
      ['E', bid('P')],
      ['S', bid('P')],
      ['W', bid('P')],
    ]);
    let revoked = false;
    while (state.phase !== 'over') {
      const actor = tableAwaiting(state)[0] as TableActor;
      const play = state.play;
      let action = legalTableActions(state, actor).find((a) => a.type === 'play') as TableAction;
      if (!revoked && play !== null && play.trick.cards.length > 0 && (actor === 'E' || actor === 'W')) {
        const led = suitOf(play.trick.cards[0] as Card);
        const hand = play.hands[actor];
        const other = hand.find((c) => suitOf(c) !== led);
        if (other !== undefined && hand.some((c) => suitOf(c) === led)) {
          action = { type: 'play', card: other };
          revoked = true;
        }
      }
      const next = applyTableAction(state, actor, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    expect(revoked).toBe(true);
    const table = tableViewFor(state, 'S');
    const rulings = table.rulings;
    expect(rulings.some((r) => r.law.startsWith('64'))).toBe(true);
    const html = render(
      <FinishedPanel
        finished={{
          deal: 1,
          info: null,
          view: readView(table).view,
          tableView: table,
          record: '/api/tables/t1/deals/1',
          notes: {},
        }}
        systems={null}
        onClose={() => {}}
      />,
    );
    for (const r of rulings) expect(html).toContain(rulingLine(r, 'en').replaceAll("'", '&#x27;'));
    expect(html).toContain('href="/api/tables/t1/deals/1.pbn"');
    expect(html).not.toContain('.lin"');
  });
});

describe('the board waiting for the Director to close it', () => {
  // 1NT by North played out with the first lawful card each time: the board is over.
  let over = board([
    ['N', bid('1NT')],
    ['E', bid('P')],
    ['S', bid('P')],
    ['W', bid('P')],
  ]);
  while (over.phase !== 'over') {
    const actor = tableAwaiting(over)[0] as TableActor;
    const card = legalTableActions(over, actor).find((a) => a.type === 'play') as TableAction;
    const next = applyTableAction(over, actor, card);
    if (!next.ok) throw new Error(next.error.message);
    over = next.value.state;
  }
  const dealInfo = {
    deal: 1,
    board: 1,
    label: 'Board 1',
    labelDe: 'Board 1',
    dealer: 'N',
    vulnerability: 'None',
  } as const;
  const sheet: ScoreSheet = {
    kind: 'pairs',
    unit: 'percent',
    lines: [],
    totals: { NS: 0, EW: 0 },
    status: '',
    statusDe: '',
    over: false,
  };
  const closed = (directs: boolean) => {
    let state: ClientTable = {
      ...INITIAL_TABLE_STATE,
      deal: dealInfo,
      you: {
        role: directs ? 'director' : 'seat',
        seat: directs ? null : 'S',
        watch: null,
        host: false,
        director: directs,
      },
    };
    state = reduceTable(state, {
      type: 'dealOver',
      deal: 1,
      view: tableViewFor(over, directs ? 'director' : 'S'),
      record: '/api/tables/t1/deals/1',
      scores: sheet,
      closing: true,
      ...(directs ? { directorLegal: legalTableActions(over, 'director') } : {}),
    });
    return state;
  };

  test("the state knows it waits, and the Director keeps the engine's after-board actions", () => {
    const state = closed(true);
    expect(state.closing).toBe(true);
    expect(state.directorLegal.filter((a) => a.type === 'adjust')).toHaveLength(14);
    // The next deal ends the wait.
    const next = reduceTable(state, {
      type: 'deal',
      deal: { ...dealInfo, deal: 2, board: 2 },
      view: tableViewFor(board([]), 'S'),
      legal: [],
    });
    expect(next.closing).toBe(false);
    // So does the end of the session, when the board closed was its last.
    expect(reduceTable(state, { type: 'tableOver', scores: sheet }).closing).toBe(false);
  });

  test('the players read that the board waits; the Director gets the adjustment and the close button', () => {
    const player = render(<ClosingPanel state={closed(false)} send={() => {}} />);
    expect(player).toContain('the next deal starts when the Director closes it');
    expect(player).not.toContain('close-board');
    const director = render(<ClosingPanel state={closed(true)} send={() => {}} />, 'de');
    expect(director).toContain('Berichtigtes Ergebnis (L12C1)');
    expect(director.match(/<option /g)).toHaveLength(14);
    expect(director).toContain('Board schließen');
    // No claim was settled, so there is no claim to correct.
    expect(director).not.toContain('amend-claim');
  });
});

describe('a disputed claim on the panel', () => {
  test('everyone reads the stated line; the Director also gets the line check and the tricks to rule', () => {
    let state = board([
      ['N', bid('1NT')],
      ['E', bid('P')],
      ['S', bid('P')],
      ['W', bid('P')],
    ]);
    while ((state.play?.tricks.length ?? 0) < 10) {
      const actor = tableAwaiting(state)[0] as TableActor;
      const action = legalTableActions(state, actor).find((a) => a.type === 'play') as TableAction;
      const next = applyTableAction(state, actor, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    const claimer = state.play?.trick.leader as TableActor;
    for (const [actor, action] of [
      [claimer, { type: 'claim', tricks: 3, line: 'top cards' }],
      [claimer === 'N' || claimer === 'S' ? 'E' : 'N', { type: 'rejectClaim' }],
    ] as [TableActor, TableAction][]) {
      const next = applyTableAction(state, actor, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    const view = tableViewFor(state, 'director');
    expect(view.decision?.kind).toBe('disputedClaim');
    const director: ClientTable = {
      ...INITIAL_TABLE_STATE,
      you: { role: 'director', seat: null, watch: null, host: false, director: true },
      tableView: view,
      directorLegal: legalTableActions(state, 'director'),
      claimAid: { ok: false, ddTricks: 2, suggestion: 'tricks:2' },
    };
    const html = render(<DirectorPanel state={director} view={view} send={() => {}} />);
    expect(html).toContain('The claimer&#x27;s stated line: top cards');
    expect(html).toContain('can take 2 of the remaining tricks (the claim does not hold)');
    expect(html).toMatch(/data-option="continuePlay"/);
    expect(html).toMatch(/data-option="tricks:2"[^>]*>2 tricks to the claimer&#x27;s side/);
    // A player sees the line, not the double-dummy check.
    const player = render(
      <DirectorPanel
        state={{
          ...director,
          you: { role: 'seat', seat: 'W', watch: null, host: false, director: false },
          directorLegal: [],
        }}
        view={tableViewFor(state, 'W')}
        send={() => {}}
      />,
    );
    expect(player).toContain('top cards');
    expect(player).not.toContain('Double-dummy');
  });
});
