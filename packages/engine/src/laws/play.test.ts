import { describe, expect, it } from 'vitest';
import type { Card, Seat } from '../cards/types.js';
import { lho, sideOf } from '../cards/types.js';
import { applyTableAction, legalTableActions, tableAwaiting, tableResult } from './board.js';
import { finishPlay, lawfulPlays } from './play.js';
import { act, call, calls, card, decide, oneDiamondBySouth, playOut, scenarioBoard } from './testing.js';
import type { TablePlay, TableState } from './types.js';
import { tableViewFor } from './view.js';

// One scenario per rule of spec §2.3-§2.5 (Laws 50-56 and 61-64) on the scenario deal of
// testing.ts, South declaring 1♦: West should lead, North is dummy, East is declarer's RHO.

const play = (s: TableState) => s.play as TablePlay;
const lawful = (s: TableState, seat: Seat) => lawfulPlays(play(s), seat).sort();
const code = (s: TableState, actor: Seat | 'director', action: Parameters<typeof applyTableAction>[2]) => {
  const r = applyTableAction(s, actor, action);
  return r.ok ? null : r.error.code;
};

/** Trick 1 as the Laws want it: West leads ♣A, dummy ♣2, East ♣5, South ♣8 (West wins). */
const afterCleanTrickOne = () =>
  card(card(card(card(oneDiamondBySouth(), 'W', 'CA'), 'S', 'C2'), 'E', 'C5'), 'S', 'C8');

describe('opening lead out of turn (L54)', () => {
  const faced = () => card(oneDiamondBySouth(), 'E', 'HA');

  it('declarer chooses: accept, accept and become dummy, or refuse', () => {
    const s = faced();
    expect(s.decision).toMatchObject({
      kind: 'openingLeadOutOfTurn',
      chooser: 'S',
      offender: 'E',
      card: 'HA',
      options: ['acceptDeclare', 'acceptDummy', 'refuse'],
    });
    expect(play(s).hands.E).toContain('HA');
    expect(tableAwaiting(s)).toEqual(['S']);
  });

  it('L54B: accepted, dummy goes down and declarer plays second from his own hand', () => {
    const s = decide(faced(), 'S', 'acceptDeclare');
    expect(play(s).trick).toEqual({ leader: 'E', cards: ['HA'] });
    expect(tableAwaiting(s)).toEqual(['S']);
    expect(lawful(s, 'S')).toEqual(['H8', 'H9', 'HT']);
    expect(tableViewFor(s, 'W').hands.N).toEqual(play(s).hands.N);
  });

  it('L54B: declarer playing a card from his hand accepts the lead', () => {
    const s = card(faced(), 'S', 'H8');
    expect(play(s).trick).toEqual({ leader: 'E', cards: ['HA', 'H8'] });
    expect(s.rulings.map((r) => r.law)).toEqual(['54B']);
  });

  it('L54A: accepted and declarer becomes dummy: his partner declares, the score stays with the side', () => {
    let s = decide(faced(), 'S', 'acceptDummy');
    expect(s.contract?.declarer).toBe('N');
    expect(play(s).declarer).toBe('N');
    expect(tableAwaiting(s)).toEqual(['N']);
    expect(code(s, 'S', { type: 'play', card: 'H8' })).toBe('DUMMY_CANNOT_ACT');
    // The lead stands as made; the second card comes from South's hand, now dummy's.
    s = card(s, 'N', 'H8');
    expect(play(s).trick).toEqual({ leader: 'E', cards: ['HA', 'H8'] });
    s = playOut(s);
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(result).toMatchObject({ declarer: 'N', contract: { level: 1, strain: 'D', risk: '' } });
    // North-South still own the contract: the score keeps its sign for them.
    expect(result.nsScore).toBe(result.score);
    expect(s.rulings.map((r) => r.law)).toEqual(['54A']);
  });

  it('L54D: refused, the card becomes a major penalty card and declarer gets the L50D2 options at once', () => {
    const s = decide(faced(), 'S', 'refuse');
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'HA', kind: 'major' }]);
    expect(play(s).hands.E).not.toContain('HA');
    expect(s.decision).toMatchObject({
      kind: 'penaltyCardLead',
      chooser: 'S',
      offender: 'E',
      options: ['require:H', 'forbid:H', 'none'],
    });
  });

  it('L50D2a: declarer requires the suit: the penalty card is picked up and West must lead a heart', () => {
    const s = decide(decide(faced(), 'S', 'refuse'), 'S', 'require:H');
    expect(play(s).penalty).toEqual([]);
    expect(play(s).hands.E).toContain('HA');
    expect(lawful(s, 'W')).toEqual(['H5', 'H6', 'H7']);
  });

  it('L50D2a: declarer forbids the suit: West may lead anything but a heart', () => {
    const s = decide(decide(faced(), 'S', 'refuse'), 'S', 'forbid:H');
    expect(lawful(s, 'W').some((c) => c.startsWith('H'))).toBe(false);
    expect(lawful(s, 'W')).toHaveLength(10);
  });

  it('L50D2b: no demand: the penalty card stays and East must play it at the first legal opportunity', () => {
    let s = decide(decide(faced(), 'S', 'refuse'), 'S', 'none');
    s = card(card(s, 'W', 'H5'), 'S', 'H2');
    expect(lawful(s, 'E')).toEqual(['HA']);
  });

  it("L50D2b: with no demand the options come back at the partner's next lead while the card stays", () => {
    // West leads ♣A and keeps the lead; East follows with a club, ♥A stays a penalty card.
    let s = decide(decide(faced(), 'S', 'refuse'), 'S', 'none');
    s = card(card(card(card(s, 'W', 'CA'), 'S', 'C2'), 'E', 'C5'), 'S', 'C8');
    expect(play(s).tricks[0]?.winner).toBe('W');
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'HA', kind: 'major' }]);
    expect(s.decision).toMatchObject({
      kind: 'penaltyCardLead',
      chooser: 'S',
      offender: 'E',
      options: ['require:H', 'forbid:H', 'none'],
    });
  });

  it('a card from the declaring side before the opening lead is not ruled in table mode (L24, L54E)', () => {
    expect(code(oneDiamondBySouth(), 'S', { type: 'play', card: 'DA' })).toBe('PREMATURE_PLAY');
  });
});

describe('later leads out of turn (L53, L55, L56)', () => {
  it('L56: a defender leads out of turn; declarer refuses: major penalty card and L50D2 for the partner on lead', () => {
    let s = card(afterCleanTrickOne(), 'E', 'HA');
    expect(s.decision).toMatchObject({ kind: 'leadOutOfTurn', chooser: 'S', offender: 'E' });
    s = decide(s, 'S', 'refuse');
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'HA', kind: 'major' }]);
    expect(s.decision).toMatchObject({ kind: 'penaltyCardLead', chooser: 'S' });
  });

  it('L53A: declarer accepts by playing from the next hand', () => {
    const s = card(card(afterCleanTrickOne(), 'E', 'HA'), 'S', 'H8');
    expect(play(s).trick).toEqual({ leader: 'E', cards: ['HA', 'H8'] });
  });

  it('L53A: at the 13th trick a lead out of turn cannot be accepted; the correct hand leads', () => {
    // Play 12 tricks by the Laws (first lawful card each time), then the defender who is not on
    // lead faces his last card.
    let s = oneDiamondBySouth();
    while (play(s).tricks.length < 12) {
      const actor = tableAwaiting(s)[0] as Seat;
      const action = legalTableActions(s, actor).find((a) => a.type === 'play');
      if (action === undefined) throw new Error('no card to play');
      s = act(s, actor, action);
    }
    const leader = play(s).trick.leader;
    const offender = (['E', 'W'] as const).find((x) => x !== leader) as Seat;
    const last = play(s).hands[offender][0] as Card;
    s = card(s, offender, last);
    expect(s.decision).toMatchObject({ offender, options: ['refuse'], default: 'refuse' });
    // Declarer playing on from the next hand (his own or dummy's) does not accept it either.
    expect(code(s, 'S', { type: 'play', card: play(s).hands[lho(offender)][0] as Card })).toBe(
      'DECISION_PENDING',
    );
    s = playOut(s);
    expect(play(s).tricks).toHaveLength(13);
    expect(play(s).tricks[12]?.leader).toBe(leader);
    expect(play(s).tricks[12]?.cards).toContain(last);
  });

  it('L53B: declarer simply leads from the correct hand: his lead stands and the wrong lead goes back, not as a penalty card', () => {
    // Dummy wins trick 2 and is on lead; East leads ♥A out of turn; declarer leads ♥2 from dummy.
    let s = card(card(card(card(afterCleanTrickOne(), 'W', 'S5'), 'S', 'SA'), 'E', 'S9'), 'S', 'S6');
    s = card(s, 'E', 'HA');
    expect(s.decision).toMatchObject({ kind: 'leadOutOfTurn', offender: 'E' });
    s = card(s, 'S', 'H2');
    expect(s.decision).toBeNull();
    expect(play(s).trick).toEqual({ leader: 'N', cards: ['H2'] });
    expect(play(s).penalty).toEqual([]);
    expect(play(s).hands.E).toContain('HA');
    expect(lawful(s, 'E')).toEqual(['HA', 'HJ', 'HK', 'HQ']);
    expect(s.rulings.map((r) => r.law)).toEqual(['53B']);
    expect(s.review).toContainEqual({ law: '16C', seat: 'E' });
  });

  it('L55: declarer leads from the wrong hand; the defender next in turn refuses and the card goes back without penalty', () => {
    // Dummy wins trick 1, so the lead is in dummy; declarer leads from his own hand.
    let s = card(card(card(card(oneDiamondBySouth(), 'W', 'S5'), 'S', 'SA'), 'E', 'S9'), 'S', 'S6');
    expect(play(s).trick.leader).toBe('N');
    s = card(s, 'S', 'DA');
    expect(s.decision).toMatchObject({ kind: 'declarerLeadOutOfTurn', chooser: 'W', offender: 'S' });
    s = decide(s, 'W', 'refuse');
    expect(play(s).hands.S).toContain('DA');
    expect(play(s).penalty).toEqual([]);
    expect(play(s).trick).toEqual({ leader: 'N', cards: [] });
    expect(s.review).toContainEqual({ law: '55C', seat: 'S' });
  });

  it('L55: accepted, the lead stands and the defender after it plays', () => {
    let s = card(card(card(card(oneDiamondBySouth(), 'W', 'S5'), 'S', 'SA'), 'E', 'S9'), 'S', 'S6');
    s = decide(card(s, 'S', 'DA'), 'W', 'accept');
    expect(play(s).trick).toEqual({ leader: 'S', cards: ['DA'] });
    expect(tableAwaiting(s)).toEqual(['W']);
  });
});

describe('penalty cards (L50-L52)', () => {
  it('L50B/L50C: an accidentally exposed spot card is minor: no lower spot of its suit before it, honours allowed', () => {
    let s = act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'D5' });
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'D5', kind: 'minor' }]);
    // West leads a diamond: East holds ♦765 (♦5 face up) and must not play ♦7 or ♦6 first.
    s = card(card(s, 'W', 'D9'), 'S', 'D2');
    expect(lawful(s, 'E')).toEqual(['D5']);
  });

  it('L50B: an honour or a deliberately exposed card is major; two penalty cards are both major', () => {
    const s1 = act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' });
    expect(play(s1).penalty).toEqual([{ seat: 'E', card: 'HK', kind: 'major' }]);
    const s2 = act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'D5', deliberate: true });
    expect(play(s2).penalty[0]?.kind).toBe('major');
    const s3 = act(act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'D5' }), 'E', {
      type: 'expose',
      card: 'D6',
    });
    expect(play(s3).penalty.map((p) => p.kind)).toEqual(['major', 'major']);
  });

  it("L48: declarer's exposed cards are never penalty cards", () => {
    expect(code(afterCleanTrickOne(), 'S', { type: 'expose', card: 'DA' })).toBe('NOT_A_PENALTY_CARD');
  });

  it('L50D1: a major penalty card must be played at the first legal opportunity, following suit first', () => {
    let s = act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' });
    // West (on lead) has no penalty card: declarer gets the L50D2 options; he makes no demand.
    expect(s.decision).toMatchObject({ kind: 'penaltyCardLead' });
    s = decide(s, 'S', 'none');
    s = card(card(s, 'W', 'S5'), 'S', 'S2');
    expect(lawful(s, 'E')).toEqual(['S9', 'SJ', 'ST']);
    s = card(card(s, 'E', 'S9'), 'S', 'S6');
    // Dummy won; a heart from dummy: East must play ♥K.
    s = card(s, 'S', 'H2');
    expect(lawful(s, 'E')).toEqual(['HK']);
  });

  it('L51A: with two penalty cards he could play, declarer names the one', () => {
    let s = decide(act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' }), 'S', 'none');
    s = decide(act(s, 'E', { type: 'expose', card: 'HQ' }), 'S', 'none');
    s = card(card(s, 'W', 'H5'), 'S', 'H2');
    expect(s.decision).toMatchObject({
      kind: 'penaltyCardChoice',
      chooser: 'S',
      options: ['card:HK', 'card:HQ'],
    });
    s = decide(s, 'S', 'card:HQ');
    expect(lawful(s, 'E')).toEqual(['HQ']);
  });

  it('L51B2: penalty cards in two suits: declarer may forbid both; all of them are picked up', () => {
    let s = decide(act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' }), 'S', 'none');
    s = act(s, 'E', { type: 'expose', card: 'D5' });
    expect(s.decision?.options).toEqual([
      'require:H',
      'require:D',
      'forbid:H',
      'forbid:D',
      'forbid:HD',
      'none',
    ]);
    s = decide(s, 'S', 'forbid:HD');
    expect(play(s).penalty).toEqual([]);
    expect(play(s).directive).toEqual({ leader: 'W', suits: ['H', 'D'], kind: 'forbid', law: '50D2' });
    expect(lawful(s, 'W').every((c) => c[0] === 'S' || c[0] === 'C')).toBe(true);
    expect(lawful(s, 'W')).toHaveLength(7);
  });

  it('L51B2b: penalty cards in three suits: declarer may forbid any one or more of them', () => {
    // East shows ♥K, ♦5 and ♣7 while West is on lead; declarer waits, then forbids hearts and clubs.
    let s = decide(act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' }), 'S', 'none');
    s = decide(act(s, 'E', { type: 'expose', card: 'D5' }), 'S', 'none');
    s = act(s, 'E', { type: 'expose', card: 'C7' });
    expect(s.decision?.options).toEqual([
      'require:H',
      'require:D',
      'require:C',
      'forbid:H',
      'forbid:D',
      'forbid:C',
      'forbid:HD',
      'forbid:HC',
      'forbid:DC',
      'forbid:HDC',
      'none',
    ]);
    s = decide(s, 'S', 'forbid:HC');
    // The hearts and clubs are picked up; the diamond stays a (major) penalty card.
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'D5', kind: 'major' }]);
    expect(play(s).hands.E).toEqual(expect.arrayContaining(['HK', 'C7']));
    expect(lawful(s, 'W')).toEqual(['D8', 'D9', 'S3', 'S4', 'S5']);
  });

  it('L52B2: another card played instead of the penalty card; declarer refuses: the penalty card replaces it', () => {
    let s = decide(act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' }), 'S', 'none');
    s = card(card(s, 'W', 'H5'), 'S', 'H2');
    s = card(s, 'E', 'HA');
    expect(s.decision).toMatchObject({ kind: 'penaltyCardNotPlayed', chooser: 'S', card: 'HA' });
    s = decide(s, 'S', 'refuse');
    expect(play(s).trick.cards).toEqual(['H5', 'H2', 'HK']);
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'HA', kind: 'major' }]);
  });

  it('L52B1: declarer plays on and so accepts the card; the penalty card stays', () => {
    let s = decide(act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'HK' }), 'S', 'none');
    s = card(card(card(s, 'W', 'H5'), 'S', 'H2'), 'E', 'HA');
    s = card(s, 'S', 'H8');
    expect(play(s).tricks[1]?.cards).toEqual(['H5', 'H2', 'HA', 'H8']);
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'HK', kind: 'major' }]);
  });
});

describe('revokes (L61-L64)', () => {
  /** Trick 1 with East discarding ♥J on the club lead while he holds clubs. */
  const revokeTrick = () =>
    card(card(card(card(oneDiamondBySouth(), 'W', 'CA'), 'S', 'C2'), 'E', 'HJ'), 'S', 'C8');

  it('a revoke is recorded as it happens and shown only to the Director until it is ruled', () => {
    const s = revokeTrick();
    expect(play(s).revokes).toEqual([
      {
        trick: 0,
        seat: 'E',
        card: 'HJ',
        suit: 'C',
        kind: 'follow',
        faced: false,
        established: false,
        corrected: false,
      },
    ]);
    expect(tableViewFor(s, 'W').revokes).toBeNull();
    expect(tableViewFor(s, 'director').revokes).toHaveLength(1);
  });

  it("L62: noticed before it is established, it is corrected; later cards go back; the defender's card becomes a major penalty card", () => {
    expect(code(revokeTrick(), 'N', { type: 'noticeRevoke' })).toBe('DUMMY_CANNOT_ACT');
    const s = act(revokeTrick(), 'S', { type: 'noticeRevoke' });
    expect(play(s).tricks).toEqual([]);
    expect(play(s).trick).toEqual({ leader: 'W', cards: ['CA', 'C2'] });
    expect(play(s).hands.S).toContain('C8');
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'HJ', kind: 'major' }]);
    expect(lawful(s, 'E')).toEqual(['C5', 'C6', 'C7']);
    expect(play(s).revokes[0]?.corrected).toBe(true);
    expect(s.rulings.map((r) => r.law)).toEqual(['62']);
  });

  it('L62B2: a minor penalty card played in a revoke and taken back stays a minor penalty card', () => {
    // East drops ♦5 (minor). West leads ♣K, dummy ♣3; East, who holds ♣7 ♣6, plays the ♦5.
    let s = act(afterCleanTrickOne(), 'E', { type: 'expose', card: 'D5' });
    s = card(card(card(s, 'W', 'CK'), 'S', 'C3'), 'E', 'D5');
    expect(play(s).revokes).toMatchObject([{ seat: 'E', card: 'D5', fromPenalty: 'minor' }]);
    s = act(s, 'S', { type: 'noticeRevoke' });
    expect(play(s).penalty).toEqual([{ seat: 'E', card: 'D5', kind: 'minor' }]);
    expect(lawful(s, 'E')).toEqual(['C6', 'C7']);
    // A card from the concealed hand would have become major (L62B1): see the test above.
  });

  it("L62C: after the correction the non-offenders replay freely; the offender's partner's card becomes a penalty card", () => {
    // Dummy wins trick 1 and leads ♣2; East discards ♥J although he holds clubs; South ♣8, West ♣A.
    let s = card(card(card(card(oneDiamondBySouth(), 'W', 'S5'), 'S', 'SA'), 'E', 'S9'), 'S', 'S6');
    s = card(card(card(card(s, 'S', 'C2'), 'E', 'HJ'), 'S', 'C8'), 'W', 'CA');
    expect(play(s).tricks).toHaveLength(2);
    s = act(s, 'director', { type: 'noticeRevoke' });
    expect(play(s).trick).toEqual({ leader: 'N', cards: ['C2'] });
    expect(play(s).hands.S).toContain('C8');
    expect(play(s).penalty).toHaveLength(2);
    expect(play(s).penalty).toEqual(
      expect.arrayContaining([
        { seat: 'E', card: 'HJ', kind: 'major' },
        { seat: 'W', card: 'CA', kind: 'major' },
      ]),
    );
    s = card(card(s, 'E', 'C7'), 'S', 'C9');
    expect(lawful(s, 'W')).toEqual(['CA']);
  });

  it('L63A1: established once the offending side plays to the next trick; then it cannot be corrected', () => {
    const s = card(revokeTrick(), 'W', 'CK');
    expect(play(s).revokes[0]?.established).toBe(true);
    expect(code(s, 'director', { type: 'noticeRevoke' })).toBe('REVOKE_ESTABLISHED');
  });

  it("L64A2: the offender's partner won the revoke trick: one trick goes to declarer at the end", () => {
    const s = playOut(card(revokeTrick(), 'W', 'CK'));
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(result.revokes.map((r) => [r.outcome, r.tricks])).toEqual([['A2', 1]]);
    expect(result.transfer).toBe(1);
    expect(result.tricks).toBe(result.playedTricks + 1);
  });

  it('L64A1: the offender won the revoke trick himself (by ruffing): that trick and one later trick of his side', () => {
    // East ruffs the club lead with ♦7 while holding clubs (diamonds are trumps).
    let s = card(card(card(card(oneDiamondBySouth(), 'W', 'CA'), 'S', 'C2'), 'E', 'D7'), 'S', 'C8');
    expect(play(s).tricks[0]?.winner).toBe('E');
    s = playOut(s);
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    const laterForEW = play(s)
      .tricks.slice(1)
      .some((t) => sideOf(t.winner) === 'EW');
    // East-West hold ♥AKQJ and ♣KQJT: they win later tricks, so two tricks go.
    expect(laterForEW).toBe(true);
    expect(result.revokes.map((r) => [r.outcome, r.tricks])).toEqual([['A1', 2]]);
    expect(result.transfer).toBe(2);
    expect(result.tricks).toBe(result.playedTricks + 2);
  });

  it('L64C/L12C1: when the transfer does not make up for the damage the Director adjusts the result', () => {
    const s = playOut(card(revokeTrick(), 'W', 'CK'));
    expect(s.review).toContainEqual({ law: '64C', seat: 'E' });
    expect(code(s, 'S', { type: 'adjust', tricks: 12 })).toBe('DIRECTOR_ONLY');
    expect(code(oneDiamondBySouth(), 'director', { type: 'adjust', tricks: 12 })).toBe('WRONG_PHASE');
    expect(code(s, 'director', { type: 'adjust', tricks: 14 })).toBe('BAD_TRICKS');
    const adjusted = act(s, 'director', { type: 'adjust', tricks: 12, law: '64C' });
    expect(tableResult(adjusted)).toMatchObject({
      tricks: 12,
      score: 170,
      adjusted: { tricks: 12, law: '64C' },
    });
    expect(adjusted.rulings.at(-1)).toMatchObject({ law: '64C', seat: 'S' });
  });

  it("L64B3: a revoke from dummy's hand (face up) transfers no trick", () => {
    // West leads ♥5; declarer plays ♣2 from dummy although dummy holds hearts.
    const s = playOut(card(card(oneDiamondBySouth(), 'W', 'H5'), 'S', 'C2'));
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(result.revokes.map((r) => [r.outcome, r.tricks])).toEqual([['B3', 0]]);
    expect(result.transfer).toBe(0);
  });

  /** Trick 1 to West (♣A), trick 2 to dummy (West ♠5, dummy ♠A, East ♠9, South ♠6): dummy is on lead. */
  const dummyOnLead = () =>
    card(card(card(card(afterCleanTrickOne(), 'W', 'S5'), 'S', 'SA'), 'E', 'S9'), 'S', 'S6');

  it('L64B3: failing to play a penalty card of the suit led (a card face up) transfers no trick', () => {
    // West shows both his diamonds (♦9 ♦8: two penalty cards, both major). Dummy leads ♦2, East ♦5,
    // South ♦A; West, who must play a face-up diamond, throws ♣K from his hand instead.
    let s = act(act(dummyOnLead(), 'W', { type: 'expose', card: 'D9' }), 'W', { type: 'expose', card: 'D8' });
    s = card(card(card(s, 'S', 'D2'), 'E', 'D5'), 'S', 'DA');
    s = decide(s, 'S', 'card:D9');
    s = card(s, 'W', 'CK');
    expect(play(s).revokes).toMatchObject([{ seat: 'W', card: 'CK', suit: 'D', faced: true }]);
    const result = tableResult(playOut(s));
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(result.revokes.map((r) => [r.outcome, r.tricks])).toEqual([['B3', 0]]);
    expect(result.transfer).toBe(0);
  });

  it('L64A: a penalty card played while the suit led is held concealed is a revoke with transfer (the card not played was hidden)', () => {
    // West shows ♣K (major). Dummy leads ♦2, East ♦5, South ♦A; West plays the penalty ♣K
    // although he holds ♦9 ♦8 in his hand. South wins the trick; East-West win later tricks.
    let s = act(dummyOnLead(), 'W', { type: 'expose', card: 'CK' });
    s = card(card(card(card(s, 'S', 'D2'), 'E', 'D5'), 'S', 'DA'), 'W', 'CK');
    expect(play(s).revokes).toMatchObject([{ seat: 'W', card: 'CK', suit: 'D', faced: false }]);
    s = playOut(s);
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(play(s).tricks[2]?.winner).toBe('S');
    expect(
      play(s)
        .tricks.slice(3)
        .some((t) => sideOf(t.winner) === 'EW'),
    ).toBe(true);
    expect(result.revokes.map((r) => [r.outcome, r.tricks])).toEqual([['A2', 1]]);
    expect(result.transfer).toBe(1);
  });

  it('L62D: a revoke on the 12th trick is corrected even when established; the last two tricks are scored again', () => {
    // Hearts are trumps. Trick 12: S leads ♠A, W ♠4, N ♠2, E ruffs with ♥3 although he holds ♠3.
    // Trick 13 as played: E leads ♠3, S ♥A, W ♦4, N ♥2. Corrected: E plays ♠3 to trick 12 and ♥3
    // to trick 13, so South wins both.
    const base = oneDiamondBySouth();
    const filler = Array.from({ length: 11 }, () => ({
      leader: 'N' as Seat,
      cards: ['S2', 'S3', 'S4', 'S5'] as Card[],
      winner: 'N' as Seat,
    }));
    const p: TablePlay = {
      ...play(base),
      strain: 'H',
      hands: { N: [], E: [], S: [], W: [] },
      tricks: [
        ...filler,
        { leader: 'S', cards: ['SA', 'S4', 'S2', 'H3'], winner: 'E' },
        { leader: 'E', cards: ['S3', 'HA', 'D4', 'H2'], winner: 'S' },
      ],
      trick: { leader: 'S', cards: [] },
      revokes: [
        {
          trick: 11,
          seat: 'E',
          card: 'H3',
          suit: 'S',
          kind: 'follow',
          faced: false,
          established: true,
          corrected: false,
        },
      ],
    };
    const s = finishPlay({ ...base, play: p });
    const last = play(s).tricks.slice(11);
    expect(last).toEqual([
      { leader: 'S', cards: ['SA', 'S4', 'S2', 'S3'], winner: 'S' },
      { leader: 'S', cards: ['HA', 'D4', 'H2', 'H3'], winner: 'S' },
    ]);
    expect(s.rulings.map((r) => r.law)).toEqual(['62D']);
    expect(play(s).revokes[0]?.corrected).toBe(true);
  });

  it('a revoke by breaking a required lead (L61A) is a revoke too', () => {
    let s = decide(card(oneDiamondBySouth(), 'E', 'HA'), 'S', 'refuse');
    s = decide(s, 'S', 'require:H');
    s = card(s, 'W', 'S5');
    expect(play(s).revokes).toMatchObject([{ seat: 'W', kind: 'directive', suit: 'H' }]);
  });

  it('legal actions list only the cards the Laws allow', () => {
    const s = decide(decide(card(oneDiamondBySouth(), 'E', 'HA'), 'S', 'refuse'), 'S', 'require:H');
    expect(legalTableActions(s, 'W').filter((a) => a.type === 'play')).toEqual([
      { type: 'play', card: 'H7' },
      { type: 'play', card: 'H6' },
      { type: 'play', card: 'H5' },
    ]);
  });
});

describe('lead restriction after a withdrawn call (L26B)', () => {
  it('L26B and L50D2 at the same lead: both prohibitions hold while the leader keeps the lead', () => {
    // As above, but after declarer forbids hearts (L26B) East faces ♦7 as the opening lead; it is
    // refused and declarer forbids diamonds too (L50D2): West may lead neither.
    let s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    s = call(decide(s, 'S', 'refuse'), 'E', '2C');
    s = decide(s, 'director', 'notComparable');
    s = calls(s, [
      ['S', '2D'],
      ['W', 'Pass'],
      ['N', 'Pass'],
      ['E', 'Pass'],
    ]);
    s = decide(s, 'S', 'forbid:H');
    s = decide(card(s, 'E', 'D7'), 'S', 'refuse');
    expect(s.decision).toMatchObject({ kind: 'penaltyCardLead', options: ['require:D', 'forbid:D', 'none'] });
    s = decide(s, 'S', 'forbid:D');
    expect(play(s).directive).toMatchObject({ leader: 'W', kind: 'forbid', suits: ['H', 'D'] });
    expect(lawful(s, 'W')).toEqual(['CA', 'CJ', 'CK', 'CQ', 'CT', 'S3', 'S4', 'S5']);
  });

  it("at the offender's partner's first lead declarer may forbid a suit the offender did not bid", () => {
    // N 1♠, E 1♥ insufficient and refused, E 2♣ (not comparable: W must pass), S 2♦, all pass.
    let s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    s = call(decide(s, 'S', 'refuse'), 'E', '2C');
    s = decide(s, 'director', 'notComparable');
    s = calls(s, [
      ['S', '2D'],
      ['W', 'Pass'],
      ['N', 'Pass'],
      ['E', 'Pass'],
    ]);
    expect(s.contract).toEqual({ level: 2, strain: 'D', risk: '', declarer: 'S' });
    expect(s.decision).toMatchObject({
      kind: 'leadRestriction',
      law: '26B',
      chooser: 'S',
      offender: 'E',
      options: ['forbid:S', 'forbid:H', 'forbid:D', 'none'],
    });
    s = decide(s, 'S', 'forbid:H');
    expect(lawful(s, 'W').some((c) => c.startsWith('H'))).toBe(false);
    // West keeps the lead with ♣A: hearts stay forbidden; once he loses it the ban ends.
    s = card(card(card(card(s, 'W', 'CA'), 'S', 'C2'), 'E', 'C5'), 'S', 'C8');
    expect(play(s).directive).toMatchObject({ leader: 'W', suits: ['H'], kind: 'forbid' });
    s = card(card(card(card(s, 'W', 'S5'), 'S', 'SA'), 'E', 'S9'), 'S', 'S6');
    expect(play(s).directive).toBeNull();
    expect(s.leadBans).toEqual([]);
  });
});
