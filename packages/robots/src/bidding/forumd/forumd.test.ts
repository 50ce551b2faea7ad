import { formatCall } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { handFacts } from '../hand.js';
import { describeMeaning } from '../meaning.js';
import { SAYC } from '../sayc/index.js';
import { chooseCall, explainAuction } from '../system.js';
import { auction, hand, view } from '../testing.js';
import { FORUM_D } from './index.js';
import { gameForcingHand, semiForcingType } from './openings.js';
import { BIDDING_SYSTEMS, systemByName } from './systems.js';

const bid = (h: string, a: string, vul: 'None' | 'NS' | 'EW' | 'All' = 'None') =>
  formatCall(chooseCall(FORUM_D, view(h, a, vul)).call);
const ruleOf = (h: string, a: string) => chooseCall(FORUM_D, view(h, a)).ruleId;
const explained = (a: string) => explainAuction(FORUM_D, auction(a), 'None');

describe('Forum D openings (Forum D 2012 §1)', () => {
  it.each([
    ['KQ73.AJ4.K82.Q95', '1NT', '15 HCP balanced, no five-card major'],
    ['AKJ73.Q4.K82.Q53', '1S', 'a balanced 15 with five spades opens 1♠, not 1NT'],
    ['KJ3.A4.KJ872.Q95', '1NT', '14 HCP and a five-card minor: 15 FL'],
    ['A73.K4.KJ82.Q953', '1D', '4-4 minors'],
    ['AK73.Q42.K82.Q53', '1C', '3-3 minors'],
    ['AK73.QJ42.K82.53', '1D', '4=4=3=2'],
    ['AKQ7.KJ4.KQ2.Q95', '2NT', '20 HCP balanced'],
    ['AKQ7.KJ4.KQ2.AJ5', '2C', '23 HCP balanced: semi-forcing'],
    ['AKQJ74.AK3.K4.95', '2C', 'a good spade one-suiter, 20 HCP'],
    ['AKQ7.AKJ4.KQ2.A5', '2D', '26 HCP: game forcing'],
    ['AKQJT98.AK4.A3.5', '2D', 'nine playing tricks in spades'],
    ['KQJ973.84.952.73', '2S', 'weak two in spades'],
    ['84.KQT973.K52.73', '2H', 'weak two in hearts'],
    ['84.73.KQJ973.952', 'P', 'no weak two in diamonds'],
    ['84.7.AKQ9752.952', '3NT', 'gambling: solid seven-card minor'],
    ['KJ84.9.Q73.J8642', 'P', '7 HCP'],
    ['AKJ32.AQ987.4.32', '1S', '5-5: the higher suit'],
  ])('%s opens %s (%s)', (h, expected) => {
    expect(bid(h, '')).toBe(expected);
  });

  it('differs from SAYC exactly where the systems differ', () => {
    const sayc = (h: string) => formatCall(chooseCall(SAYC, view(h, '')).call);
    expect(sayc('AKJ73.Q4.K82.Q53')).toBe('1NT');
    expect(sayc('84.73.KQJ973.952')).toBe('2D');
    expect(sayc('AKQ7.AKJ4.KQ2.A5')).toBe('3NT');
    expect(sayc('AKQ7.KJ4.KQ2.AJ5')).toBe('2C');
  });

  it('classifies the strong hand types', () => {
    expect(semiForcingType(handFacts(hand('AKQ7.KJ4.KQ2.AJ5')))).toBe('balanced');
    expect(semiForcingType(handFacts(hand('AKQJ74.AK3.K4.95')))).toBe('major');
    expect(semiForcingType(handFacts(hand('A4.K3.5.AKQJ9752')))).toBe('minor');
    expect(semiForcingType(handFacts(hand('AKQJ4.AKQ93.42.5')))).toBe('majors');
    expect(semiForcingType(handFacts(hand('KQ73.AJ4.K82.Q95')))).toBeNull();
    expect(gameForcingHand(handFacts(hand('AKQ7.AKJ4.KQ2.A5')))).toBe(true);
    expect(gameForcingHand(handFacts(hand('AKQJ74.AK3.K4.95')))).toBe(false);
  });
});

describe('Forum D 2♣ semi-forcing', () => {
  it('relays with 2♦ and shows the 5-5 positives', () => {
    expect(bid('9543.8742.J3.Q95', '2C P')).toBe('2D');
    expect(bid('KQ843.7.QJ874.95', '2C P')).toBe('2S');
    expect(bid('7.K3.KJ874.QJ954', '2C P')).toBe('2NT');
  });

  it('shows the type after the relay', () => {
    expect(bid('AKQ7.KJ4.KQ2.AJ5', '2C P 2D P')).toBe('2NT');
    expect(bid('AKQJ74.AK3.K4.95', '2C P 2D P')).toBe('2S');
    expect(bid('A4.K3.5.AKQJ9752', '2C P 2D P')).toBe('3C');
    expect(bid('AKQJ4.AKQ93.42.5', '2C P 2D P')).toBe('3NT');
  });

  it('lets responder pass the semi-forcing major with nothing and raise with the missing trick', () => {
    expect(bid('953.8742.J63.954', '2C P 2D P 2S P')).toBe('P');
    expect(bid('953.K742.Q63.954', '2C P 2D P 2S P')).toBe('4S');
    expect(bid('95.K742.8643.Q54', '2C P 2D P 2S P')).toBe('2NT');
    expect(bid('AKQJ74.AK3.K4.95', '2C P 2D P 2S P 2NT P')).toBe('4S');
  });

  it('plays the 22-23 2NT with the 2NT system (Stayman, transfers)', () => {
    expect(bid('K953.Q742.863.54', '2C P 2D P 2NT P')).toBe('3C');
    expect(bid('953.QJ742.863.54', '2C P 2D P 2NT P')).toBe('3D');
  });

  it('explains 2♣ and the relay as artificial', () => {
    const [open, , relay] = explained('2C P 2D P');
    expect(open?.meaning.ruleId).toBe('open.2c');
    expect(open?.meaning.artificial).toBe(true);
    expect(relay?.meaning.ruleId).toBe('fd.2c.relay');
    if (relay === undefined) throw new Error('no relay');
    expect(describeMeaning(relay.meaning, 'de')).toContain('Relais');
  });
});

describe('Forum D 2♦ game forcing', () => {
  it('relays with 2♥ and makes natural positives', () => {
    expect(bid('9543.8742.J3.Q95', '2D P')).toBe('2H');
    expect(bid('AQJ84.72.K93.954', '2D P')).toBe('2S');
    expect(bid('72.AQJ84.K93.954', '2D P')).toBe('3H');
    expect(bid('K72.Q84.K93.J954', '2D P')).toBe('2NT');
  });

  it('rebids naturally and keeps the auction going to game', () => {
    expect(bid('AKQ7.AKJ4.KQ2.A5', '2D P 2H P')).toBe('2NT');
    expect(bid('AKQJT98.AK4.A3.5', '2D P 2H P')).toBe('2S');
    expect(bid('9543.8742.J3.Q95', '2D P 2H P 2S P')).toBe('3S');
    expect(bid('953.Q42.J863.954', '2D P 2H P 2NT P')).toBe('3NT');
  });

  it('bids the no-trump slam with 33 HCP together and no fit', () => {
    expect(bid('AK5.AKQJ84.AKQ.2', '2D P 2NT P')).toBe('6NT');
    expect(bid('AK5.AKQJ84.AK4.2', '2D P 2NT P')).toBe('3H');
    expect(bid('AK5.AKQJ84.AK4.2', '2D P 2H P')).toBe('3H');
  });

  it('never stops below game after 2♦ (random weak responders)', () => {
    for (const responder of [
      '9543.8742.J3.Q95',
      '953.Q42.J863.954',
      '8.97642.J863.954',
      'J8.9764.8632.954',
    ]) {
      let a = '2D P';
      for (let i = 0; i < 12; i++) {
        const seatHand = i % 2 === 0 ? responder : 'AKQJT98.AK4.A3.5';
        const call = bid(seatHand, a);
        a = `${a} ${call} P`;
        if (call === 'P') break;
      }
      const calls = a.split(' ').filter((c) => c !== 'P');
      const last = calls[calls.length - 1] ?? '';
      const level = Number(last[0]);
      const strain = last.slice(1);
      const game =
        level >= 5 || (level === 4 && (strain === 'H' || strain === 'S')) || (level === 3 && strain === 'NT');
      expect(game, `${responder}: ${a}`).toBe(true);
    }
  });
});

describe('Forum D shares SAYC where the systems agree', () => {
  it('plays Stayman and transfers over 1NT and the weak-two feature ask', () => {
    expect(bid('KJ73.Q842.A2.953', '1NT P')).toBe('2C');
    expect(bid('73.KJ842.Q82.953', '1NT P')).toBe('2D');
    expect(bid('AK3.A42.KQ82.953', '2S P')).toBe('2NT');
    expect(ruleOf('KJ73.Q842.A2.953', '1NT P')).toBe('nt1.stayman');
  });

  it('keeps the SAYC responses to one of a suit', () => {
    expect(bid('K73.QJ42.K82.953', '1H P')).toBe('2H');
    expect(bid('KJ73.A42.KQ82.53', '1S P')).toBe('2NT');
    expect(bid('Q842.K7.Q8.J9532', '1D P')).toBe('1S');
  });

  it('responds two over one with 11 points (SAYC: 10)', () => {
    expect(bid('K7.943.982.AQ953', '1S P')).toBe('1NT');
    expect(formatCall(chooseCall(SAYC, view('K7.943.982.AQ953', '1S P')).call)).toBe('2C');
    expect(bid('K7.J43.982.AQ953', '1S P')).toBe('2C');
    expect(explained('1S P 2C')[2]?.meaning.points).toEqual([11, 37]);
  });

  it('finds a no-trump rebid for a balanced 15-17 with a five-card major (it does not open 1NT)', () => {
    expect(bid('AKJ73.Q4.K82.Q53', '1S P 2C P')).toBe('2NT');
    expect(bid('AKJ73.Q4.K82.K53', '1S P 1NT P')).toBe('2NT');
    expect(bid('AKJ73.Q4.K82.953', '1S P 1NT P')).toBe('P');
    expect(bid('KJ3.Q54.KJ82.Q95', '1D P 2C P')).toBe('2NT');
    expect(explained('1S P 2C P 2NT')[4]?.meaning.hcp).toEqual([15, 17]);
  });

  it('doubles their artificial 2♣/2♦ to show the suit, not for takeout', () => {
    expect(bid('84.K73.AKJ97.952', '2D')).toBe('X');
    expect(ruleOf('84.K73.AKJ97.952', '2D')).toBe('fd.def.x.lead');
    expect(bid('AK84.KQ73.J2.K95', '2D')).toBe('P');
    expect(bid('4.KQ73.AJ82.K953', '2S')).toBe('X');
  });

  it('plays new minor forcing, which SAYC does not', () => {
    expect(FORUM_D.conventions.has('nmf')).toBe(true);
    expect(SAYC.conventions.has('nmf')).toBe(false);
    expect(FORUM_D.rules.some((r) => r.convention === 'nmf')).toBe(true);
  });

  it('does not treat the game-forcing 2♦ as a weak two', () => {
    expect(ruleOf('AK3.A42.KQ82.953', '2D P')).not.toMatch(/^w2\./);
  });

  it('answers the gambling 3NT', () => {
    expect(bid('AQ3.KJ42.Q82.953', '3NT P')).toBe('P');
    expect(bid('9853.8742.J3.Q95', '3NT P')).toBe('4C');
    expect(bid('84.7.AKQ9752.952', '3NT P 4C P')).toBe('4D');
  });
});

describe('system registry', () => {
  it('finds both systems by id and alias and refuses an unknown name', () => {
    expect(Object.keys(BIDDING_SYSTEMS)).toEqual(['sayc', 'forumd']);
    const fd = systemByName('Forum-D');
    expect(fd.ok && fd.value.id).toBe('forumd');
    const none = systemByName(undefined);
    expect(none.ok && none.value.id).toBe('sayc');
    const bad = systemByName('acol');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('BAD_INPUT');
      expect(bad.error.messageDe).toContain('Reizsystem');
    }
  });

  it('gives every Forum D rule an English and a German name and an alert text in both languages when artificial', () => {
    for (const rule of FORUM_D.rules) {
      expect(rule.name.en.length, rule.id).toBeGreaterThan(0);
      expect(rule.name.de.length, rule.id).toBeGreaterThan(0);
      if (rule.alert) expect(rule.alert.de.length, rule.id).toBeGreaterThan(0);
    }
  });
});
