import { formatCall, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { CONVENTIONS, parseConventions, SAYC_CONVENTIONS } from './conventions.js';
import { SAYC } from './sayc/index.js';
import { type BiddingSystem, chooseCall, explainAuction, withConventions } from './system.js';
import { auction, view } from './testing.js';

const system = (text: string): BiddingSystem => withConventions(SAYC, unwrap(parseConventions(text)));
const bid = (s: BiddingSystem, h: string, a: string, vul: 'None' | 'NS' | 'EW' | 'All' = 'None') =>
  formatCall(chooseCall(s, view(h, a, vul)).call);
const lastMeaning = (s: BiddingSystem, a: string) => {
  const all = explainAuction(s, auction(a), 'None');
  return all[all.length - 1]?.meaning;
};

describe('convention toggles', () => {
  it('reads a convention list: names switch on, a minus switches off, unknown names are refused', () => {
    const changes = unwrap(parseConventions('rkcb1430, +bergen,-gerber'));
    expect(changes).toEqual({ on: ['rkcb1430', 'bergen'], off: ['gerber'] });
    const bad = parseConventions('rkcb,bergen');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('BAD_INPUT');
      expect(bad.error.messageDe).toContain('keine Konvention');
    }
  });

  it('switching RKCB 1430 on switches plain Blackwood off, and the system keeps every rule for explanations', () => {
    const s = system('rkcb1430');
    expect(s.conventions.has('rkcb1430')).toBe(true);
    expect(s.conventions.has('blackwood')).toBe(false);
    expect(s.allRules.length).toBe(SAYC.allRules.length);
    expect(s.rules.some((r) => r.convention === 'blackwood')).toBe(false);
    expect(SAYC.rules.some((r) => r.convention === 'rkcb1430')).toBe(false);
  });

  it('every convention of SAYC has rules, and so has every extension', () => {
    for (const c of CONVENTIONS) {
      expect(
        SAYC.allRules.some((r) => r.convention === c.id),
        c.id,
      ).toBe(true);
    }
    expect([...SAYC_CONVENTIONS].sort()).toEqual(
      CONVENTIONS.filter((c) => c.sayc)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('without Stayman the garbage and invitational Stayman hands find another call, and 2♣ is explained as not played', () => {
    const noStayman = system('-stayman');
    expect(bid(SAYC, 'KJ73.Q842.A2.953', '1NT P')).toBe('2C');
    expect(bid(noStayman, 'KJ73.Q842.A2.953', '1NT P')).not.toBe('2C');
    // 2♣ is then natural: a sign-off in clubs, and the explanation says why.
    const m = lastMeaning(noStayman, '1NT P 2C');
    expect(m?.ruleId).toBe('cap.signoff.minor');
    expect(m?.artificial).toBe(false);
    expect(m?.lengths.C[0]).toBeGreaterThanOrEqual(4);
    expect(m?.conditions.map((c) => c.en)).toContain(
      'Stayman is not played by this partnership, so the call is natural',
    );
    expect(m?.conditions.map((c) => c.de)).toContain(
      'Stayman spielt diese Partnerschaft nicht, daher ist die Ansage natürlich',
    );
    // A call no rule covers says so: Gerber's answers without Gerber.
    const gerber = lastMeaning(system('-gerber'), '1NT P 4C P 4D');
    expect(gerber?.ruleId).toBe('none');
    expect(gerber?.name.en).toContain('Gerber is not played');
  });

  it('without weak twos a weak six-card suit passes and a natural call elsewhere says so', () => {
    expect(bid(SAYC, 'KQJ973.84.952.73', '')).toBe('2S');
    expect(bid(system('-weak2'), 'KQJ973.84.952.73', '')).toBe('P');
    expect(lastMeaning(system('-weak2'), '2S')?.name.en).toContain('weak twos is not played');
    // Without splinters 1♥-3♠ is read by the general rules, and the explanation says why.
    const natural = lastMeaning(SAYC, '1H P 3S');
    expect(natural?.artificial).toBe(false);
    expect(natural?.conditions.map((c) => c.en)).toContain(
      'splinter raises is not played by this partnership, so the call is natural',
    );
  });
});

describe('Roman Key Card Blackwood 1430', () => {
  const rkcb = system('rkcb1430');
  it.each([
    ['Q9852.KQ4.K3.KQ4', '0 key cards', '5D'],
    ['A9852.KQ4.73.KQ4', '1 key card (the ace)', '5C'],
    ['K9852.AQ4.73.KQ4', '2 key cards (ace and trump king), no queen', '5H'],
    ['KQ852.A94.73.KQ4', '2 key cards with the trump queen', '5S'],
    ['K9852.AQ4.A3.KQ4', '3 key cards', '5D'],
  ])('1♠-3♠-4NT: %s (%s) answers %s', (h, _what, expected) => {
    expect(bid(rkcb, h, '1S P 3S P 4NT P')).toBe(expected);
  });

  it('plain Blackwood counts aces only (the trump king does not count)', () => {
    expect(bid(SAYC, 'K9852.AQ4.73.KQ4', '1S P 3S P 4NT P')).toBe('5D');
  });

  it('the asker bids the slam missing one key card and stops in five missing two', () => {
    // Opener after a splinter: 4NT, then 5♣ (1 key card) with three in hand: one missing.
    expect(bid(rkcb, 'AKQJ3.K4.AJ2.K73', '1S P 4D P 4NT P 5C P')).toBe('6S');
    // 5♦ = 0 key cards opposite three: two missing.
    expect(bid(rkcb, 'AKQJ3.K4.QJ2.A73', '1S P 4D P 4NT P 5D P')).toBe('5S');
    const ask = lastMeaning(rkcb, '1S P 4D P 4NT');
    expect(ask?.alert?.en).toContain('Key Card');
  });
});

describe('splinter raises', () => {
  const splinters = system('splinters');
  it('a double jump in a new suit shows four trumps, game values and a singleton or void', () => {
    expect(bid(SAYC, 'A.KJ84.QJ852.K73', '1H P')).toBe('2NT');
    expect(bid(splinters, 'A.KJ84.QJ852.K73', '1H P')).toBe('3S');
    expect(bid(splinters, 'KJ84.A.QJ852.K73', '1S P')).toBe('4H');
    expect(bid(splinters, 'KJ84.K73.AQJ85.4', '1S P')).toBe('4C');
    const m = lastMeaning(splinters, '1S P 4C');
    expect(m?.artificial).toBe(true);
    expect(m?.lengths.C).toEqual([0, 1]);
    expect(m?.lengths.S[0]).toBe(4);
    expect(m?.forcing).toBe('GF');
  });

  it('opener signs off with wasted values in the short suit and asks for aces with slam values', () => {
    expect(bid(splinters, 'AJ852.KQ4.K73.84', '1S P 4D P')).toBe('4S');
    expect(bid(splinters, 'AQ852.KQ4.KQ3.84', '1S P 4D P')).toBe('4S');
    expect(bid(splinters, 'AKQJ3.K4.QJ2.K73', '1S P 4D P')).toBe('4NT');
  });
});

describe('Bergen raises', () => {
  const bergen = system('bergen');
  it.each([
    ['K873.Q4.J852.973', '3C', '7-9 with four trumps', '2S'],
    ['K873.Q4.AJ52.973', '3D', 'limit raise with four trumps', '3S'],
    ['J873.4.98652.Q72', '3S', 'preemptive with four trumps', '2S'],
    ['K87.Q4.AJ52.9732', '2C', 'a three-card limit raise starts with a new suit', '3S'],
  ])('%s after 1♠ bids %s (%s); SAYC bids %s', (h, expected, _what, sayc) => {
    expect(bid(bergen, h, '1S P')).toBe(expected);
    expect(bid(SAYC, h, '1S P')).toBe(sayc);
  });

  it('opener accepts or signs off', () => {
    expect(bid(bergen, 'AKJ73.Q4.K82.953', '1S P 3D P')).toBe('4S');
    expect(bid(bergen, 'AQJ73.Q4.J82.953', '1S P 3D P')).toBe('3S');
    expect(bid(bergen, 'AQJ73.Q4.K82.953', '1S P 3C P')).toBe('3S');
    expect(bid(bergen, 'AQJ73.AK4.K82.93', '1S P 3C P')).toBe('4S');
    expect(bid(bergen, 'AQJ73.Q4.K82.953', '1S P 3S P')).toBe('P');
    expect(lastMeaning(bergen, '1H P 3D')?.alert?.en).toContain('limit raise');
  });
});

describe('new minor forcing', () => {
  const nmf = system('nmf');
  it('responder with five hearts and game interest asks with the other minor; opener shows three-card support', () => {
    expect(bid(nmf, 'Q4.KQ873.A82.J73', '1C P 1H P 1NT P')).toBe('2D');
    expect(bid(SAYC, 'Q4.KQ873.A82.J73', '1C P 1H P 1NT P')).not.toBe('2D');
    expect(bid(nmf, 'K84.Q72.KJ4.A862', '1C P 1H P 1NT P 2D P')).toBe('2H');
    expect(bid(nmf, 'K84.72.KJ4.AQ862', '1C P 1H P 1NT P 2D P')).toBe('2NT');
    expect(bid(nmf, 'K4.AQ72.KJ4.8642', '1D P 1S P 1NT P 2C P')).toBe('2H');
    expect(lastMeaning(nmf, '1C P 1H P 1NT P 2D')?.artificial).toBe(true);
  });
});

describe('responsive doubles', () => {
  const responsive = system('responsive');
  it('after partner doubles and they raise, a double shows values and the suits not shown', () => {
    expect(bid(responsive, 'Q3.842.KJ84.A973', '1H X 2H')).toBe('X');
    expect(bid(SAYC, 'Q3.842.KJ84.A973', '1H X 2H')).not.toBe('X');
    const m = lastMeaning(responsive, '1H X 2H X');
    expect(m?.artificial).toBe(true);
    expect(m?.forcing).toBe('F1');
    // The doubler answers in the longer of the suits partner showed.
    expect(bid(responsive, 'AJ4.KQ73.8652.84', '1H X 2H X P')).toBe('3D');
    expect(bid(responsive, 'AJ4.3.KQ65.AJ842', '1H X 2H X P')).toBe('3C');
  });

  it('after partner overcalls and they raise, a double shows the two unbid suits without a fit', () => {
    expect(bid(responsive, '3.KJ84.Q973.A973', '1C 1S 2C')).toBe('X');
  });
});

describe('Landy', () => {
  const landy = system('landy');
  it('2♣ over their 1NT shows both majors; advancer chooses or asks', () => {
    expect(bid(landy, 'KQ873.AJ84.4.973', '1NT')).toBe('2C');
    expect(bid(SAYC, 'KQ873.AJ84.4.973', '1NT')).toBe('2S');
    expect(bid(landy, 'J4.Q973.8652.K84', '1NT 2C P')).toBe('2H');
    expect(bid(landy, 'Q94.J73.8652.K84', '1NT 2C P')).toBe('2D');
    expect(bid(landy, 'KQ873.AJ84.4.973', '1NT 2C P 2D P')).toBe('2S');
    expect(bid(landy, 'A4.KQ97.A652.843', '1NT 2C P')).toBe('4H');
    expect(bid(landy, 'A4.KQ97.8652.K84', '1NT 2C P')).toBe('3H');
    // Natural 2♣ is gone: a club one-suiter does not bid 2♣.
    expect(bid(landy, '84.Q73.K2.AQJ973', '1NT')).not.toBe('2C');
    expect(lastMeaning(landy, '1NT 2C')?.alert?.en).toContain('both majors');
  });
});

describe('control bids', () => {
  it('with spades agreed in a game force, responder with slam interest shows the cheapest ace', () => {
    expect(bid(SAYC, 'KQ84.A3.8652.Q73', '1S P 2NT P 3S P')).toBe('4H');
    expect(lastMeaning(SAYC, '1S P 2NT P 3S P 4H')?.alert?.en).toContain('control bid');
    expect(bid(system('-controls'), 'KQ84.A3.8652.Q73', '1S P 2NT P 3S P')).toBe('4S');
  });

  it('opener cooperates with extras (asks for aces above the control bid) and signs off without', () => {
    expect(bid(SAYC, 'AKJ73.KQ4.A72.K3', '1S P 2NT P 3S P 4H P')).toBe('4NT');
    // 18 points by length but 15 HCP: no extras for slam.
    expect(bid(SAYC, 'AQJ8732.K4.Q7.K3', '1S P 2NT P 3S P 4H P')).toBe('4S');
    expect(bid(SAYC, 'KQ84.A3.8652.Q73', '1S P 2NT P 3S P 4H P 4S P')).toBe('P');
  });
});
