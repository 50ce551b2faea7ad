import { formatCall, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { parseConventions } from './conventions.js';
import { SAYC } from './sayc/index.js';
import { chooseCall, explainAuction, withConventions } from './system.js';
import { view } from './testing.js';

const bid = (h: string, a: string, vul: 'None' | 'NS' | 'EW' | 'All' = 'None') =>
  formatCall(chooseCall(SAYC, view(h, a, vul)).call);
const lastMeaning = (a: string) =>
  explainAuction(SAYC, view('AK2.AQ4.KQJ3.AK4', a).auction, 'None').pop()?.meaning;

describe('SAYC openings (bidding-sayc.md §1-§2)', () => {
  it.each([
    ['KQ73.AJ4.K82.Q95', '1NT', '15 HCP balanced'],
    ['AKJ73.Q4.K82.953', '1S', 'five spades, 13 HCP'],
    ['A73.K4.KJ82.Q953', '1D', '4-4 minors'],
    ['AK73.Q42.K82.Q53', '1C', '3-3 minors'],
    ['AK73.QJ42.K82.53', '1D', '4=4=3=2'],
    ['AKQ7.AKJ4.KQ2.A5', '3NT', '26 HCP balanced'],
    ['AKQ7.AKJ43.KQ2.5', '2C', '22 HCP'],
    ['AKQ7.KJ4.KQ2.Q95', '2NT', '20 HCP balanced'],
    ['KQJ973.84.952.73', '2S', 'weak two'],
    ['KQJ9732.84.95.73', '3S', 'seven-card preempt'],
    ['KJ84.9.Q73.J8642', 'P', '7 HCP'],
    ['AKJ32.AQ987.4.32', '1S', '5-5: the higher suit'],
  ])('%s opens %s (%s)', (h, expected) => {
    expect(bid(h, '')).toBe(expected);
  });

  it('opens lighter in third seat and by the Rule of 15 in fourth seat', () => {
    // sayc-0192 and sayc-0194 of the SAYC suite, as regression cases.
    expect(bid('J32.QJ8.T87.AKT9', 'P P')).toBe('1C');
    expect(bid('AQJ75.K83.765.43', 'P P P')).toBe('1S');
    expect(bid('AT9.KJ3.J972.Q98', 'P P P')).toBe('P');
  });
});

describe('SAYC responses (§3, §4, §7)', () => {
  it.each([
    ['K73.QJ42.K82.953', '1H P', '2H', 'single raise'],
    ['KJ73.A42.KQ82.53', '1S P', '2NT', 'Jacoby 2NT'],
    ['K73.QJ4.K82.9532', '1S P', '2S', 'single raise with three trumps'],
    ['K7.QJ43.K82.9532', '1S P', '1NT', '1NT response'],
    ['KJ73.Q842.A2.953', '1NT P', '2C', 'Stayman'],
    ['73.KJ842.Q82.953', '1NT P', '2D', 'transfer to hearts'],
    ['QJ842.73.Q82.953', '1NT P', '2H', 'transfer to spades'],
    ['Q84.K73.QJ2.J953', '1NT P', '2NT', 'invitation'],
    ['Q84.K73.AQ8.J953', '1NT P', '3NT', 'game'],
    ['Q842.K7.Q8.J9532', '1D P', '1S', 'a major first'],
    ['2.J43.AQ842.K953', '1H P', '2D', 'two over one'],
  ])('%s after %s bids %s (%s)', (h, a, expected) => {
    expect(bid(h, a)).toBe(expected);
  });

  it('answers Stayman and completes transfers', () => {
    expect(bid('KQ73.AJ4.K82.Q95', '1NT P 2C P')).toBe('2S');
    expect(bid('KQ7.AJ4.K832.Q95', '1NT P 2C P')).toBe('2D');
    expect(bid('KQ7.AJ4.K832.Q95', '1NT P 2D P')).toBe('2H');
    expect(bid('KQ7.AJ43.K82.A95', '1NT P 2D P')).toBe('3H');
  });
});

describe('SAYC competition (§11, §12)', () => {
  it.each([
    ['KJ73.Q842.82.953', '1C 1D', 'X', 'negative double: both majors'],
    ['KJ73.2.AQ82.K953', '1H', 'X', 'takeout double'],
    ['AQJ73.82.K82.953', '1D', '1S', 'one-level overcall'],
    ['KQ7.AJ4.K832.Q95', '1S', '1NT', '1NT overcall with a stopper'],
    ['7.83.QJT82.K9532', '1S', '2NT', 'Unusual 2NT (weak)'],
    ['7.K3.AQJ82.K9532', '1S', '2D', 'a two-suiter of 12-15 HCP overcalls'],
    ['AQ873.QJ942.82.3', '1C', '2C', 'Michaels (weak)'],
  ])('%s after %s bids %s (%s)', (h, a, expected) => {
    expect(bid(h, a)).toBe(expected);
  });

  it('agrees with a few cases of the SAYC suite (regression)', () => {
    // sayc-0943 (negative double over a two-level overcall), sayc-0001 (1NT with a 5-card major).
    expect(bid('A863.KQ73.876.74', '1D 2C')).toBe('X');
    expect(bid('K2.K9873.AQ8.KQ4', '')).toBe('1NT');
  });
});

describe('explanations', () => {
  it('explains every call of a Stayman auction from the same rules', () => {
    const a = view('KQ73.AJ4.K82.Q95', '1NT P 2C P 2S').auction;
    const explained = explainAuction(SAYC, a, 'None');
    expect(explained.map((e) => e.meaning.ruleId)).toEqual([
      'open.1nt',
      'oc.pass',
      'nt1.stayman',
      'none',
      'nt1.stayman.2s',
    ]);
    expect(explained[0]?.meaning.hcp).toEqual([15, 17]);
    expect(explained[0]?.meaning.balanced).toBe(true);
    expect(explained[2]?.meaning.artificial).toBe(true);
    expect(explained[2]?.meaning.alert?.de).toContain('Stayman');
    expect(explained[4]?.meaning.lengths.S).toEqual([4, 5]);
    expect(explained[4]?.meaning.lengths.H).toEqual([0, 3]);
  });

  it('shows people every rule that can make the call: a takeout double from 12 HCP, not only the strong one', () => {
    const shown = (a: string) =>
      explainAuction(SAYC, view('KQ73.AJ4.K82.Q95', a).auction, 'None').pop()?.shown;
    const double = shown('1H X');
    expect(double?.hcp).toEqual([12, 37]);
    expect(double?.name.en).toBe('takeout double (strong) / takeout double');
    // 1m-2NT is game forcing on 13-15 balanced, invitational on 11-12: it promises an invitation.
    const twoNt = shown('1C P 2NT');
    expect(twoNt?.hcp).toEqual([11, 15]);
    expect(twoNt?.forcing).toBe('INV');
    // 1NT-3NT: to play on 10-15, or on a long running minor with less.
    expect(shown('1NT P 3NT')?.hcp).toEqual([6, 15]);
    // The robots still read the most specific rule.
    expect(explainAuction(SAYC, view('KQ73.AJ4.K82.Q95', '1H X').auction, 'None').pop()?.meaning.hcp).toEqual(
      [17, 37],
    );
  });

  it('says so when no rule covers a call', () => {
    const a = view('KQ73.AJ4.K82.Q95', '7NT').auction;
    const [only] = explainAuction(SAYC, a, 'None');
    expect(only?.meaning.ruleId).toBe('none');
    expect(only?.rules).toEqual([]);
  });

  it('passes honestly when no rule fits the hand', () => {
    const choice = chooseCall(SAYC, view('KQ73.AJ4.K82.Q95', '7NT'));
    expect(choice.fromRule).toBe(false);
    expect(choice.ruleId).toBe('fallback.pass');
  });
});

describe('the SAYC rule data', () => {
  it('names every rule, alert and hand condition in English and German', () => {
    for (const rule of SAYC.rules) {
      const texts = [
        rule.name,
        ...(rule.alert ? [rule.alert] : []),
        ...(rule.hand.tests ?? []).map((t) => t.text),
      ];
      for (const t of texts) {
        expect(t.en.trim().length, rule.id).toBeGreaterThan(0);
        expect(t.de.trim().length, rule.id).toBeGreaterThan(0);
        // A German text that only repeats a multi-word English one is a missing translation.
        if (/\s/.test(t.en)) expect(t.de, rule.id).not.toBe(t.en);
      }
    }
  });

  it('refuses two rules with the same id', async () => {
    const { makeSystem } = await import('./system.js');
    const [first] = SAYC.rules;
    expect(first).toBeDefined();
    if (first)
      expect(() => makeSystem('x', { en: 'x', de: 'x' }, [first, first])).toThrow(/duplicate rule id/);
  });
});

describe('SAYC: general fixes of the second sitting', () => {
  it('overcalls their 1NT with a jump to three in a long, strong suit (sayc-0822, -0845)', () => {
    expect(bid('5.65.Q97.AKJT742', '1NT')).toBe('3C');
    expect(bid('KQJ9874.Q8.J.K75', 'P 1NT')).toBe('3S');
    // Six cards stay at the two level.
    expect(bid('AQJ764.3.K97.Q52', '1NT')).toBe('2S');
  });

  it('counts shortness only for the supporting hand when placing the contract (sayc-1193)', () => {
    // Responder's five hearts were raised: 7 HCP + length is no invitation opposite 12-15.
    expect(bid('T2.QT542.T.KQ742', 'P 1C P 1H P 2H P')).toBe('P');
    // The raising hand still counts its shortness: a singleton makes a game try worthwhile.
    expect(bid('KT7542.K6.9.KJ64', '1S P 2C P 3C P')).toBe('3S');
  });

  it("responder's second call: a six-card suit rebids, four of opener's minor without the unbid suit stopped prefer it", () => {
    expect(bid('T.AT9654.83.KT94', 'P P P 1C P 1H P 1S P')).toBe('2H');
    expect(bid('T8.632.AT96.KQT4', '1C P 1D P 1S P')).toBe('2C');
    expect(bid('T97.86.KQ632.QT8', 'P P 1C P 1D P 1H P')).toBe('1NT');
    expect(bid('T8.Q32.JT96.KQT4', '1C P 1D P 1S P')).toBe('1NT');
  });
});

describe('SAYC: two-suited calls', () => {
  it('6-5 shows both suits at any strength; 10-11 HCP 5-5 only when neither suit goes at the one level', () => {
    expect(bid('87..KQT875.AJ986', '1H')).toBe('2NT'); // sayc-0780, 6-5 with 10 HCP
    expect(bid('K.KJ986.93.KJ984', '1S', 'NS')).toBe('2S'); // sayc-0804
    expect(bid('KQT87.J.Q4.Q9863', '1H')).toBe('1S'); // sayc-0761: spades go at the one level
    expect(bid('AQ986.KQT87.3.Q6', '1C')).toBe('1S'); // 13 HCP 5-5 overcalls
    expect(bid('9.KT9854.A.QJ875', '1S P P')).toBe('2S'); // balancing Michaels, 6-5
  });

  it('over a weak two the cue bid is Michaels (sayc-0771, -0789)', () => {
    expect(bid('AKT653..A3.QJ972', '2H')).toBe('3H');
    expect(bid('5.KQT86.QJT876.4', '2S')).toBe('3S');
    expect(bid('2.43.KQT87.KT987', '2S')).toBe('P'); // 5-5 with 8 HCP stays out at the three level
  });
});

describe('SAYC: third-seat preempts', () => {
  it('third seat may preempt with a good five-card weak two or more outside values (sayc-0581, -0617)', () => {
    expect(bid('AKT95.53.JT8.Q98', 'P P')).toBe('2S');
    expect(bid('AKT95.53.JT8.Q98', '')).toBe('P');
    expect(bid('AJT7653.QJT.T.J4', 'P P')).toBe('3S');
    expect(bid('AJT7653.QJT.T.J4', '')).toBe('P');
  });
});

describe('SAYC: the takeout doubler and the free bids after an overcall', () => {
  it('the strong doubler shows his suit or doubles again when they bid on (sayc-0870, -0871, -1372, -1399)', () => {
    expect(bid('AK875.8.AK96.A87', '1H X 2C P 2H')).toBe('2S');
    expect(bid('AK875.8.AK96.A87', '1H X 2D P P')).toBe('2S');
    expect(bid('4.AQ97.KJ93.AKQ5', '1S X 2S P P', 'EW')).toBe('X');
    expect(bid('96.J5.J7652.AT62', '1S X 2S P P X P', 'EW')).toBe('3D');
    // A minimum doubler passes.
    expect(bid('4.AQ97.KJ93.Q965', '1S X 2S P P')).toBe('P');
  });

  it('a five-card suit that goes at the one level is bid there, not jumped (sayc-0994)', () => {
    expect(bid('AKQJ2.432.432.32', '1C 1H')).toBe('1S');
  });
});

describe('SAYC: responder with game values', () => {
  it('raises a minor to game with six-card support, an unbalanced hand and no major (sayc-0278, -0279)', () => {
    expect(bid('KQJ.T54.K.AJ9853', '1C P')).toBe('4C');
    expect(bid('J43.AT.AQ9632.Q8', '1D P')).toBe('4D');
    // Balanced game values bid no trump; invitational values make the limit raise.
    expect(bid('KQJ.T54.K7.AJ985', '1C P')).toBe('2NT');
    expect(bid('KQ4.T54.8.AQT985', '1C P')).toBe('3C');
  });

  it('shows five-five majors with game values by transferring to spades and bidding hearts (sayc-0069)', () => {
    expect(bid('QT765.AKJ82.32.A', '1NT P 2H P 2S P')).toBe('3H');
    // A weak hand with the transfer suit does not bid it again.
    expect(bid('J.97653.T872.972', 'P 2C P 2D P 2NT P 3D P 3H P', 'All')).toBe('P');
  });
});

describe('SAYC: no-trump openings and fourth suit forcing follow-ups', () => {
  it('transfers over 3NT and over 2♣-2♦-3NT with a six-card major (sayc-0088, -0091)', () => {
    expect(bid('KQT9752.5.852.83', '2C P 2D P 3NT P')).toBe('4H');
    expect(bid('5.KQT9752.852.83', '3NT P')).toBe('4D');
    expect(bid('AK2.AQ4.KQJ3.AK4', '3NT P 4D P')).toBe('4H');
    expect(lastMeaning('3NT P 4H')?.alert?.en).toContain('transfer');
  });

  it("responder signs off in partner's minor after a no-trump rebid with a long minor fit (sayc-0428)", () => {
    expect(bid('J984.76.Q9.K8754', '1C P 1S P 1NT P')).toBe('2C');
    // Not with a bust over their overcall.
    expect(bid('87.T4.Q9863.8743', '1D 2C')).toBe('P');
  });

  it('after fourth suit forcing: six-card suit, a major fit, or a minor raise without the stopper (sayc-0523, -0531)', () => {
    expect(bid('KQJ732.A8.K9.T73', '1D P 1S P 2C P 2H P 3C P')).toBe('3S');
    expect(bid('AJT75.732.Q8.KT2', '1D P 1S P 2C P 2H P 3C P')).toBe('4C');
    expect(bid('KQJ732.A8.K9.T73', '1D P 1S P 2C P 2H P 2S P')).toBe('4S');
  });
});

describe('SAYC: strong 2♣ and two-level overcalls', () => {
  it('opens 2♣ with 22+ HCP or game in hand on a very long solid suit, else one of a suit (sayc-0681, -1105)', () => {
    expect(bid('AKQT985432.2.A4.', '')).toBe('2C');
    expect(bid('AKQ.QT76432.AKQ.', '')).toBe('1H');
    expect(bid('A5.AK54.J.AKQT54', '', 'NS')).toBe('1C');
    expect(bid('AQJ.AK.AJ5.QJ842', '')).toBe('2C');
  });

  it('overcalls at the two level with values and not with four cards in their suit (sayc-0728, -1143)', () => {
    expect(bid('QJT2.AQ953.76.K8', '1S')).toBe('P');
    expect(bid('T6.8.AJ65.AKJT94', '1D')).toBe('P');
    expect(bid('5.KQT86.QJT876.4', '1H')).toBe('P');
    expect(bid('K86.T6.64.AQT972', 'P P 1H', 'All')).toBe('2C');
    expect(bid('Q2.AQ953.76.KJ82', '1S')).toBe('2H');
  });
});

describe('SAYC: slam interest with a long minor over 1NT', () => {
  it('responder starts with Stayman and then bids the minor; opener raises with a fit and a maximum (sayc-0109 to -0112)', () => {
    expect(bid('J8.K52.K2.AK8743', '1NT P')).toBe('2C');
    expect(bid('J8.K52.K2.AK8743', '1NT P 2C P 2H P')).toBe('3C');
    expect(bid('76.KQ2.KJT976.A3', '1NT P 2C P 2D P')).toBe('3D');
    expect(bid('AQ4.AK53.Q83.J42', '1NT P 2C P 2H P 3C P')).toBe('4C');
    expect(bid('KQ4.KJ53.Q83.Q92', '1NT P 2C P 2H P 3C P')).toBe('3NT');
    expect(bid('J8.K52.K2.AK8743', '1NT P 2C P 2H P 3C P 4C P')).toBe('5C');
    expect(bid('J8.A52.K2.AK8743', '1NT P 2C P 2H P 3C P 4C P')).toBe('6C');
    // Five cards do with 14+ HCP (sayc-1137).
    expect(bid('K.875.Q865.AKQT5', '1NT P')).toBe('2C');
  });
});

describe('SAYC: advancing a balancing double', () => {
  it('needs more for a jump or a cue bid, and passes for penalty with strong trumps (sayc-1090, -1092)', () => {
    expect(bid('K873.JT4.864.AJ3', '1D P P X P')).toBe('1S');
    expect(bid('K873.JT4.864.AJ3', '1D X P')).toBe('2S');
    expect(bid('KQ73.JT4.864.AJ3', '1D P P X P')).toBe('2S');
    expect(bid('K6.KT4.AQT43.543', '1D P P X P')).toBe('P');
    expect(bid('K6.KT4.A9743.543', '1D P P X P')).not.toBe('P');
  });
});

describe('SAYC: the negative doubler with game values', () => {
  it('cue bids their suit without a stopper and no major fit; opener shows a stopper with 3NT (sayc-0952, -0953)', () => {
    expect(bid('AQ64..K9864.KJ52', '1C 2H X P 3C P')).toBe('3H');
    expect(bid('AQ64..K9864.KJ52', '1C 2H X P 3D P')).toBe('3H');
    expect(bid('AQ64.K4.K9864.K5', '1C 2H X P 3C P')).toBe('3NT');
    expect(bid('K3.AJ5.Q72.AQ864', '1C 2H X P 3C P 3H P')).toBe('3NT');
    expect(bid('K3.865.AQ7.AQ864', '1C 2H X P 3C P 3H P')).toBe('4C');
  });
});

describe('SAYC: interference over our 1NT transfers', () => {
  it('opener redoubles a doubled transfer with two top honours in it, and completes over an overcall with support (sayc-0157, -0165)', () => {
    expect(bid('43.AK987.KJ8.AQT', '1NT P 2H X')).toBe('XX');
    expect(bid('A2.Q86.KJ87.AQT9', '1NT P 2D 2S')).toBe('3H');
    expect(bid('A2.Q8.KJ876.AQT9', '1NT P 2D 2S')).not.toBe('3H');
  });
});

describe("SAYC: responder raises opener's second suit", () => {
  it('invites with four-card support and 10-11 HCP instead of fourth suit forcing (sayc-0440)', () => {
    expect(bid('Q8762.K9.KJ65.Q5', '1H P 1S P 2D P')).toBe('3D');
    expect(bid('Q8762.K9.KJ65.A5', '1H P 1S P 2D P')).toBe('3C');
  });
});

describe("SAYC: responder's second call and accepting invitations", () => {
  it('after a two-over-one responder rebids a six-card suit; after a new suit gives preference (sayc-1381, -1243)', () => {
    expect(bid('Q4.5.AJT9762.AQ7', 'P 1H P 2D P 2H P')).toBe('3D');
    expect(bid('J4.QT865.T96.KJ3', '1D P 1H P 2C P')).toBe('2D');
    expect(bid('J4.QT865.T9.KJ63', '1D P 1H P 2C P')).toBe('P');
    // Preference rather than 2NT with a doubleton in both (sayc-0561).
    expect(bid('QJ943.K874.Q2.J5', '1D P 1S P 2C P')).toBe('2D');
  });

  it('accepts a suit invitation by HCP and length, but not short in the suit (sayc-0513, -0494)', () => {
    expect(bid('75.2.AKJ82.KQ843', '1D P 1S P 2C P 3S P', 'EW')).toBe('4S');
    expect(bid('K752..KQ52.KQ732', '1C P 1H P 1S P 3H P')).toBe('P');
  });
});

describe('SAYC: minimum rebids in no trump', () => {
  it('responder shows a minimum with 2NT after a reverse over 1NT; opener with 2NT over a two-level overcall (sayc-0401, -0972)', () => {
    expect(bid('JT3.Q83.QJ7.J932', '1C P 1NT P 2D P')).toBe('2NT');
    expect(bid('KJ8.Q98.K63.AT76', 'P 1C 2S X P', 'All')).toBe('2NT');
    expect(bid('KJ8.Q98.K63.AT76', 'P 1C 1S X P', 'All')).toBe('1NT');
  });
});

describe('SAYC: weak jump overcalls are weak twos', () => {
  it("partner's 2NT asks for a feature and the overcaller answers like a weak two opener (sayc-1250)", () => {
    expect(bid('KQ9752.KJ43.T.85', '1D 2S P 2NT P')).toBe('3H');
    expect(bid('KQ9752.J843.T.85', '1D 2S P 2NT P')).toBe('3S');
    expect(bid('A4.KQ2.AJ5.K9762', '1D 2S P')).toBe('2NT');
  });
});

describe('SAYC: Michaels follow-ups', () => {
  it("the Michaels bidder corrects partner's pass-or-correct 3♣ to diamonds (sayc-0762)", () => {
    expect(bid('5.AQT86.QJT876.4', '1S 2S P 3C P')).toBe('3D');
    expect(bid('5.AQT86.4.QJT876', '1S 2S P 3C P')).toBe('P');
    expect(lastMeaning('1S 2S P 3C')?.alert?.en).toContain('pass or correct');
  });
});

describe('SAYC: 2NT in the pass-out seat', () => {
  it('shows a balanced 19-20 (balancing) or 18-19 (opener reopening) with their suit stopped (sayc-0798, -1042)', () => {
    expect(bid('K2.KQ873.AQ8.KQ4', '1D P P')).toBe('2NT');
    expect(bid('AK3.KT2.A92.AJ75', '1C 1D P P', 'All')).toBe('2NT');
    expect(bid('K2.KQ873.AQ8.K54', '1D P P')).toBe('X');
  });
});

describe('SAYC: Michaels after their 1NT response', () => {
  it('cue bids opener’s suit over 1m-P-1NT with both majors, and partner chooses (sayc-0768)', () => {
    expect(bid('AK865.QJT43.3.86', '1D P 1NT')).toBe('2D');
    expect(bid('Q4.J873.K852.Q73', '1D P 1NT 2D P')).toBe('2H');
  });
});

describe("SAYC: opener's rebids aimed at 3NT", () => {
  it('jumps to 3NT with a solid six-card minor and the other suits stopped (sayc-0351)', () => {
    expect(bid('A96.87.AKQJ94.K4', '1D P 1H P')).toBe('3NT');
    expect(bid('A96.87.AKT984.KQ', '1D P 1H P')).toBe('3D');
  });

  it('after 1m-2m shows a stopper with a new suit and game interest (sayc-0333)', () => {
    expect(bid('4.432.AKJ4.AKJ43', '1C P 2C P')).toBe('2D');
    expect(bid('4.432.AKJ4.AJ943', '1C P 2C P')).toBe('P');
    expect(bid('K84.QJ3.Q76.Q984', '1C P 2C P 2D P')).toBe('3NT');
    expect(bid('K84.832.Q76.Q984', '1C P 2C P 2D P')).toBe('3C');
  });
});

describe("SAYC: responder's jump shift after opener's 1NT rebid", () => {
  it('is game forcing with five-five, rather than 3NT with a void (sayc-0458)', () => {
    expect(bid('.KQT97.KQJ87.K54', '1C P 1H P 1NT P')).toBe('3D');
    expect(lastMeaning('1C P 1H P 1NT P 3D')?.forcing).toBe('GF');
  });
});

describe('SAYC: 1NT rebid with a singleton in partner’s suit', () => {
  it('includes the 11-HCP Rule-of-20 opening (sayc-1241)', () => {
    expect(bid('KJ6.8.QJT7.A9863', 'P 1C P 1H P', 'EW')).toBe('1NT');
    expect(bid('KJ6.8.QJT7.A9863', 'P 1C P 1D P', 'EW')).not.toBe('1NT');
  });
});

describe('SAYC: a flat 4-3-3-3 opposite 1NT', () => {
  it('counts a point less: 10 HCP flat invites, 10 HCP with shape bids game (sayc-1336, -1414)', () => {
    expect(bid('T63.QT8.AJT7.K42', 'P 1NT P', 'EW')).toBe('2NT');
    expect(bid('T6.QT8.AJT7.K542', 'P 1NT P', 'EW')).toBe('3NT');
    expect(bid('QJ7.J743.QT5.A54', 'P P 1NT P 2C P 2S P', 'EW')).toBe('2NT');
  });
});

describe('SAYC: garbage Stayman', () => {
  it('passes 2♦ with four diamonds, escapes to 2♥ (pass or correct) without (sayc-0041)', () => {
    expect(bid('8732.7652.8753.9', '1NT P 2C P 2D P')).toBe('P');
    expect(bid('8732.7652.875.93', '1NT P 2C P 2D P')).toBe('2H');
  });
});

describe('SAYC: 3NT over 1NT on a long minor', () => {
  it('bids 3NT with a seven-card minor headed by two top honours, invites with a lesser one (sayc-0106)', () => {
    expect(bid('542.86.AK98752.8', '1NT P')).toBe('3NT');
    expect(bid('542.86.KJ98752.8', '1NT P')).not.toBe('3NT');
  });
});

describe('SAYC: preference after a two-over-one', () => {
  it("jumps to three of opener's major with game values counted with length (sayc-0482)", () => {
    expect(bid('K97.T.A874.KJ643', '1S P 2C P 2H P')).toBe('3S');
    expect(bid('K97.T.Q874.KJ643', '1S P 2C P 2H P')).toBe('2S');
  });
});

describe("SAYC: opener's new suit", () => {
  it('shows four spades at the one level before a new minor at the two level (sayc-1364)', () => {
    expect(bid('KQ43.Q.AKQ3.T973', 'P P 1D P 1H P', 'EW')).toBe('1S');
    // Without four spades the new minor.
    expect(bid('KQ4.Q.AKQ32.T973', 'P P 1D P 1H P', 'EW')).toBe('2C');
  });
});

describe('SAYC: jump shifts', () => {
  it('are for one-suited hands; with two five-card suits responder bids slowly (sayc-0281, -1182)', () => {
    expect(bid('9.AKQT4.AJT86.K9', '1S P')).toBe('2H');
    expect(bid('.A87.AJ643.AQJ93', '1D P')).toBe('2C');
    expect(bid('9.AKQT42.AJ6.K93', '1S P')).toBe('3H');
  });
});

describe('SAYC: responding to 1♣ with diamonds and a major', () => {
  it('bids diamonds first with four-four (up the line), the major with five-five (sayc-0459)', () => {
    expect(bid('.KQT97.KQJ87.K54', '1C P')).toBe('1H');
    expect(bid('Q5.KQ97.KJ87.954', '1C P')).toBe('1D');
  });
});

describe('SAYC: 6-5 with the longer minor', () => {
  it('opens the longer suit (it used to pass: no rule opened a minor beside a five-card major)', () => {
    expect(bid('K7542..QJ7652.A4', '', 'EW')).toBe('1D');
    expect(bid('A7542.K.4.KQJ652', '')).toBe('1C');
  });
});

/** The robot's choice with its rule id and meaning, for tests of new principles. */
const choose = (h: string, a: string, vul: 'None' | 'NS' | 'EW' | 'All' = 'None') => {
  const c = chooseCall(SAYC, view(h, a, vul));
  return { call: formatCall(c.call), ruleId: c.ruleId, meaning: c.meaning };
};

describe('SAYC: a flat 4-3-3-3 with 8 HCP opposite 1NT', () => {
  it('passes: flat, eight is worth seven; with a five-card suit it invites', () => {
    const flat = choose('K84.Q73.J962.Q54', '1NT P');
    expect(flat.call).toBe('P');
    expect(flat.ruleId).toBe('nt1.pass');
    expect(flat.meaning.hcp).toEqual([0, 8]);
    const five = choose('K84.Q73.J9652.Q5', '1NT P');
    expect(five.call).toBe('2NT');
    expect(five.meaning.forcing).toBe('INV');
    expect(five.meaning.hcp).toEqual([8, 10]);
  });
});

describe('SAYC: responding 1NT', () => {
  it('over a major with 5 HCP and a five-card suit (six points), not with 5 HCP flat', () => {
    const six = choose('94.K9863.Q75.T62', '1S P');
    expect(six.call).toBe('1NT');
    expect(six.ruleId).toBe('resp.1M.1nt');
    expect(six.meaning.points).toEqual([6, 37]);
    expect(choose('942.K93.Q752.T62', '1S P').call).toBe('P');
  });

  it('over a minor with a flat 4-3-3-3 of 11 HCP instead of a limit raise', () => {
    const flat = choose('K42.QJ8.A753.J52', '1D P');
    expect(flat.call).toBe('1NT');
    expect(flat.ruleId).toBe('resp.1m.1nt');
    expect(flat.meaning.balanced).toBe(true);
    expect(choose('K42.QJ.A7532.J52', '1D P').call).toBe('3D');
  });
});

describe('SAYC: fourth suit forcing after three suits at the one level', () => {
  it('bids the fourth suit at the two level when it ranks below opener’s third suit, jumps only when it would be natural at the one level', () => {
    const two = choose('K3.AQ854.932.AK4', '1C P 1H P 1S P');
    expect(two.call).toBe('2D');
    expect(two.ruleId).toBe('fsf');
    // bidding-sayc.md §6: forcing one round after one-level responses (game forcing after a 2/1).
    expect(two.meaning.forcing).toBe('F1');
    expect(two.meaning.artificial).toBe(true);
    const jump = choose('83.Q54.AKJ54.KQ3', '1C P 1D P 1H P');
    expect(jump.call).toBe('2S');
    expect(jump.ruleId).toBe('fsf.jump');
  });
});

describe('SAYC: opener after a negative double and a raise of the overcall', () => {
  it('shows the major the double promised, competes with a second five-card suit, else passes', () => {
    const major = choose('AJ43.K5.Q72.KJ85', '1C 1D X 2D');
    expect(major.call).toBe('2S');
    expect(major.ruleId).toBe('nx.raised.major');
    expect(major.meaning.lengths.S).toEqual([4, 13]);
    const two = choose('K4.7.AQJ82.QT953', '1D 1S X 2S');
    expect(two.call).toBe('3C');
    expect(two.meaning.lengths.C).toEqual([5, 13]);
    expect(choose('K42.Q75.AQJ82.Q9', '1D 1S X 2S').call).toBe('P');
  });
});

describe('SAYC: trap pass over an overcall', () => {
  it('passes with five or more cards in their suit instead of a negative double; the pass shows nothing', () => {
    const trap = choose('KQT963.AJ54.A3.4', '1C 1S');
    expect(trap.call).toBe('P');
    expect(trap.ruleId).toBe('neg.trappass');
    expect(trap.meaning.lengths.S).toEqual([5, 13]);
    expect(choose('K43.AJ54.A73.432', '1C 1S').call).toBe('X');
    // Explained, the pass is widened over the plain pass of the same priority: no spade length read into it.
    expect(lastMeaning('1C 1S P')?.lengths.S[0]).toBe(0);
  });
});

describe('SAYC: Stayman with five hearts and four spades', () => {
  it('invites with 2♥ after 2♦; opener with a maximum and three hearts bids game', () => {
    const inv = choose('J973.KJ652.A.832', '1NT P 2C P 2D P');
    expect(inv.call).toBe('2H');
    expect(inv.ruleId).toBe('nt1.stayman.after.5major.inv');
    expect(inv.meaning.forcing).toBe('INV');
    expect(inv.meaning.lengths.H).toEqual([5, 5]);
    expect(bid('AQ4.KQ3.K852.Q93', '1NT P 2C P 2D P 2H P')).toBe('4H');
    expect(bid('AQ4.K73.K852.Q93', '1NT P 2C P 2D P 2H P')).toBe('P');
  });
});

describe('SAYC: opener answers fourth suit forcing', () => {
  it('also after a jump to the fourth suit; with the fourth suit stopped no trump before three-card minor support', () => {
    const nt = choose('AQ.KJ64.J72.Q643', '1C P 1D P 1H P 2S P');
    expect(nt.call).toBe('2NT');
    expect(nt.ruleId).toBe('fsf.nt');
    expect(nt.meaning.forcing).toBe('GF');
    expect(choose('73.KJ64.AJ7.KQ64', '1C P 1D P 1H P 2S P').ruleId).toBe('fsf.support');
  });

  it('raises the fourth suit with four cards before rebidding a five-card first suit', () => {
    const raise = choose('AQ43..8742.AKJ95', '1C P 1H P 1S P 2D P');
    expect(raise.call).toBe('3D');
    expect(raise.ruleId).toBe('fsf.raise');
  });

  it("reads 1♣-1♦ as 6+ points and four diamonds, not as the stronger hands' 11+", () => {
    const m = lastMeaning('1C P 1D');
    expect(m?.ruleId).toBe('resp.1C.1D');
    expect(m?.lengths.D).toEqual([4, 13]);
    expect(m?.points).toEqual([6, 37]);
  });
});

describe('SAYC: opener after a limit raise of the major', () => {
  it('accepts with 15+ points or with at most six losers, declines a soft minimum', () => {
    const shape = choose('AKJ85.6.KQ74.984', '1S P 3S P');
    expect(shape.call).toBe('4S');
    expect(shape.ruleId).toBe('rb.limit.accept');
    expect(shape.meaning.points).toEqual([12, 37]);
    const soft = choose('QJ854.K75.Q86.K6', '1S P 3S P');
    expect(soft.call).toBe('P');
    expect(soft.meaning.points).toEqual([0, 14]);
  });
});

describe('SAYC: no one-level overcall with length in their suit', () => {
  it('passes with five or more cards in opener’s suit, overcalls without', () => {
    expect(choose('4.AQJ85.KJ8643.7', '1D').call).toBe('P');
    const oc = choose('4.AQJ85.KJ86.743', '1D');
    expect(oc.call).toBe('1H');
    expect(oc.meaning.lengths.D).toEqual([0, 4]);
  });
});

describe('SAYC: the takeout doubler of a preempt', () => {
  it('shows a strong hand with his own long suit after partner’s forced answer', () => {
    const own = choose('AKJ983.A4.KQ5.A3', '3D X P 3H P');
    expect(own.call).toBe('3S');
    expect(own.ruleId).toBe('dbl.ownsuit.preempt');
    expect(own.meaning.hcp).toEqual([17, 37]);
    expect(own.meaning.lengths.S).toEqual([5, 13]);
  });
});

describe('SAYC: negative double of 1♣-(1♦) with five-four majors', () => {
  it('doubles to show both majors rather than bidding the five-card one', () => {
    const x = choose('KJ874.QJ95.73.42', '1C 1D');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('neg.x.majors');
    expect(x.meaning.lengths.S).toEqual([4, 13]);
    expect(x.meaning.lengths.H).toEqual([4, 13]);
    expect(choose('KJ874.Q95.73.J42', '1C 1D').call).toBe('1S');
  });
});

describe('SAYC: the balancing doubler with a balanced 16-18', () => {
  it('bids the cheapest no trump after partner’s answer (a balancing 1NT would have been 10-15)', () => {
    const two = choose('KJ7.AQ4.QJ73.K92', '1H P P X P 2C P');
    expect(two.call).toBe('2NT');
    expect(two.ruleId).toBe('dbl.balancing.nt');
    expect(two.meaning.hcp).toEqual([16, 18]);
    expect(two.meaning.forcing).toBe('INV');
    expect(choose('KJ7.AQ4.QJ73.K92', '1H P P X P 1S P').call).toBe('1NT');
  });
});

describe("SAYC: partner's natural no trump covers the stoppers", () => {
  it('opener invites with 2NT over responder’s 1NT without a stopper in the unbid suit', () => {
    const inv = choose('AQ43.K2.AKJ4.T97', '1D P 1H P 1S P 1NT P');
    expect(inv.call).toBe('2NT');
    expect(inv.ruleId).toBe('cap.2nt');
    expect(inv.meaning.forcing).toBe('INV');
  });
});

describe('SAYC: opener with four spades and a reverse', () => {
  it('bids 1♠ at the one level before reversing into diamonds', () => {
    const one = choose('KQJ9.4.AQT7.AJ53', '1C P 1H P');
    expect(one.call).toBe('1S');
    expect(one.meaning.lengths.S[0]).toBe(4);
    expect(choose('K9.4.AQT7.AKJ532', '1C P 1H P').call).toBe('2D');
  });
});

describe("SAYC: opener's rebid after their takeout double", () => {
  it('keeps the uncontested meanings when partner answered at the one level', () => {
    const one = choose('AQ86.4.KQJ53.K72', '1D X 1H P');
    expect(one.call).toBe('1S');
    expect(one.ruleId).toBe('rb.newsuit.1');
    expect(choose('A86.4.KQJ953.K72', '1D X 1H P').call).toBe('2D');
  });
});

describe('SAYC: advancing the Unusual 2NT with equal length', () => {
  it('prefers the higher of the two suits shown (hearts over clubs after 1♦)', () => {
    const adv = choose('K97.Q85.J965.A82', '1D 2NT P');
    expect(adv.call).toBe('3H');
    expect(adv.ruleId).toBe('adv.unusual');
    expect(choose('K97.Q8.J965.A852', '1D 2NT P').call).toBe('3C');
  });
});

describe("SAYC: raising partner's major overcall with five trumps", () => {
  it('jumps to game at once with a weak hand (ten trumps), also when their responder has bid', () => {
    const game = choose('6.J87432.K93.T42', '1D 1H 1S');
    expect(game.call).toBe('4H');
    expect(game.ruleId).toBe('adv.oc.preempt.game');
    expect(game.meaning.lengths.H).toEqual([5, 13]);
    expect(choose('6.J8743.K932.T42', '1D 1H P').call).toBe('4H');
    expect(choose('6.J874.K9532.T42', '1D 1H P').call).toBe('3H');
  });
});

describe('SAYC: weak jump overcalls have the weak two range', () => {
  it('jumps with 11 HCP and a good six-card suit, overcalls simply with 12', () => {
    const jump = choose('KQJ874.Q3.K42.32', '1D');
    expect(jump.call).toBe('2S');
    expect(jump.ruleId).toBe('oc.jump');
    expect(jump.meaning.hcp).toEqual([5, 11]);
    expect(choose('KQJ874.Q3.K42.J2', '1D').call).toBe('1S');
  });
});

describe('SAYC: four-level preemptive overcalls', () => {
  it('jump to four of a minor with eight cards, as a four-level opening', () => {
    const four = choose('3.82.KQT98743.96', '1C');
    expect(four.call).toBe('4D');
    expect(four.ruleId).toBe('oc.jump.4');
    expect(four.meaning.lengths.D).toEqual([8, 13]);
  });
});

describe("SAYC: a new suit over partner's three-level preempt", () => {
  it('is forcing with a strong six-card suit; opener raises with two cards, else shows a stopper or rebids', () => {
    const forcing = choose('AKQT85.A95.K4.J3', '3D P');
    expect(forcing.call).toBe('3S');
    expect(forcing.ruleId).toBe('pre3.newsuit');
    expect(forcing.meaning.forcing).toBe('F1');
    expect(bid('72.8.KQJ9853.Q42', '3D P 3S P')).toBe('4S');
    expect(bid('7.K82.KQJ9853.42', '3D P 3S P')).toBe('3NT');
    expect(bid('7.832.KQJ9853.42', '3D P 3S P')).toBe('4D');
  });

  it("raises partner's four-level minor to game with 15+ HCP", () => {
    const game = choose('K42.A.AQJ8652.K4', '4C P');
    expect(game.call).toBe('5C');
    expect(game.ruleId).toBe('pre4.game.minor');
    expect(choose('K42.8.QJ86532.K4', '4C P').call).toBe('P');
  });

  it("raises partner's three-level major to game with opening values, even with a void", () => {
    const game = choose('.KQ83.AKJ42.A974', '3S P');
    expect(game.call).toBe('4S');
    expect(game.ruleId).toBe('pre3.game.major');
  });
});

describe('SAYC: Blackwood when the answer is in the trump suit', () => {
  // Board 1432 of the self-bidding benchmark (seed 1) ended in 5♥: opener's answer 5♥ (two aces)
  // was also the trump suit, and the asker's rules only knew answers below it.
  it('bids the slam missing one ace and passes the answer missing two', () => {
    expect(bid('A2.AKQJ4.KQ83.K2', '1H P 3H P 4NT P 5H P')).toBe('6H');
    const stop = choose('KQ.KQJ74.KQJ3.KQ', '1H P 3H P 4NT P 5H P');
    expect(stop.call).toBe('P');
    expect(stop.ruleId).toBe('slam.blackwood.stop.pass');
  });

  it("asks for aces over partner's game raise when 33 points together are known", () => {
    // Board 1519 (seed 1): 1♥-1♠-4♠ (19-21 support points), responder with 13 HCP and a
    // singleton passed because the captaincy rules stopped once game was bid.
    const ask = choose('Q8542.Q.AK6.K873', '1H P 1S P 4S P');
    expect(ask.call).toBe('4NT');
    expect(ask.ruleId).toBe('slam.blackwood');
    expect(bid('Q8542.Q.AK6.K873', '1H P 1S P 4S P 4NT P 5S P')).toBe('6S');
    // With a minimum response the raise to game is passed.
    expect(bid('Q8542.Q.K76.J873', '1H P 1S P 4S P')).toBe('P');
  });

  it('counts the points partner has shown, not just his HCP (Jacoby 2NT, then 3♠ with 18+ points)', () => {
    // 17 HCP and a singleton are 20 support points: with 12 HCP that is 32, with 18 points 38.
    const ask = choose('KQ85.A.KQJ.QT983', '1S P 2NT P 3S P');
    expect(ask.call).toBe('4NT');
    expect(ask.ruleId).toBe('slam.blackwood');
    expect(bid('KQ85.A.KQJ.QT983', '1S P 2NT P 4S P')).toBe('P');
  });

  it('4NT right after a Stayman answer is quantitative, so it is no ace ask there', () => {
    // The same board: 8 HCP and a void with the heart fit bid game, not a 4NT opener reads as quantitative.
    expect(choose('A9642.KT76..JT73', '2NT P 3C P 3H P').ruleId).toBe('cap.game.major');
  });

  it('counts a preempt at its own range for slam, and never bids game in no trump as 4NT', () => {
    // Boards 1653 and 507 (seed 1): 21 HCP opposite a 3♦ preempt is no ace ask (the preempt
    // promises no opening values), and 4NT over 4♦ would be read as Blackwood, not as game.
    const overPreempt = choose('AKJ5.4.KQ3.AQJT5', '3D P');
    expect(overPreempt.call).not.toBe('4NT');
    expect(overPreempt.ruleId).not.toMatch(/blackwood/);
    const overRaise = choose('J.QT87.AKQT8.AJ5', '2S P 3D P 4D P');
    expect(overRaise.call).not.toBe('4NT');
  });

  it('with RKCB 1430 the same: 5♥ (two key cards) in the agreed hearts', () => {
    const rkcb = withConventions(SAYC, unwrap(parseConventions('rkcb1430')));
    const pick = (h: string, a: string) => chooseCall(rkcb, view(h, a));
    expect(formatCall(pick('A2.AKQJ4.KQ83.K2', '1H P 3H P 4NT P 5H P').call)).toBe('6H');
    expect(pick('KQ.KQJ74.KQJ3.KQ', '1H P 3H P 4NT P 5H P').ruleId).toBe('slam.rkcb.stop.pass');
  });
});

describe('SAYC: quantitative slam bids after Stayman and transfers', () => {
  // Boards 1748, 468 and 394 of the self-bidding benchmark (seed 1) stopped in game with 32-34 HCP.
  it('after Stayman without a fit: 4NT invites 6NT, 6NT with slam values; opener accepts with a maximum', () => {
    const invite = choose('KQ8.AK63.AT963.J', '1NT P 2C P 2D P');
    expect(invite.call).toBe('4NT');
    expect(invite.ruleId).toBe('nt1.stayman.after.4nt');
    expect(invite.meaning.forcing).toBe('INV');
    expect(bid('AJT.Q75.KQ2.KQ97', '1NT P 2C P 2D P 4NT P')).toBe('6NT');
    expect(bid('AJT.Q75.KQ2.QJ97', '1NT P 2C P 2D P 4NT P')).toBe('P');
    expect(bid('K97.QJT3.A9.K982', '2NT P 3C P 3D P')).toBe('6NT');
  });

  it('after Stayman with a fit: five of the major invites, six is the slam', () => {
    expect(bid('KQ2.AQ63.K92.Q32', '1NT P 2C P 2H P')).toBe('5H');
    expect(bid('KQ2.AQ63.A92.K32', '1NT P 2C P 2H P')).toBe('6H');
    expect(bid('AJ5.KJ72.AQ4.Q53', '1NT P 2C P 2H P 5H P')).toBe('6H');
    expect(bid('AJ5.KJ72.QJ4.K53', '1NT P 2C P 2H P 5H P')).toBe('P');
  });

  it('after a transfer: 4NT with five cards invites; opener picks six of the major with three', () => {
    const invite = choose('KQJ83.QT.AJ7.K97', '1NT P 2H P 2S P');
    expect(invite.call).toBe('4NT');
    expect(invite.ruleId).toBe('nt1.transfer.4nt');
    expect(invite.meaning.lengths.S).toEqual([5, 5]);
    expect(bid('T92.AKJ6.KQT.A62', '1NT P 2H P 2S P 4NT P')).toBe('6S');
    expect(bid('T9.AKJ6.KQT2.A62', '1NT P 2H P 2S P 4NT P')).toBe('6NT');
  });

  it('opener of 2NT answers the direct quantitative 4NT by his range', () => {
    expect(bid('AQ2.KQ3.K842.AQ2', '2NT P 4NT P')).toBe('P');
    expect(bid('AQ2.KQ3.K842.AQ3', '2NT P 4NT P')).toBe('P');
    expect(bid('AQ2.KQ3.K842.AK2', '2NT P 4NT P')).toBe('6NT');
  });
});

describe('SAYC: opener after a jump shift, and the jump shifter as captain', () => {
  // Board 552 of the self-bidding benchmark (seed 1): 1♠-3♦-3♠ had no rule for opener's rebid
  // (a forced fallback), so responder with 20 HCP never learnt of the spade fit and stopped in 4♠.
  it('opener raises, rebids six cards, shows a second suit or bids no trump', () => {
    const rebid = choose('JT9654.K72.K7.AQ', '1S P 3D P');
    expect(rebid.call).toBe('3S');
    expect(rebid.ruleId).toBe('rb.js.rebid');
    expect(rebid.meaning.lengths.S[0]).toBe(6);
    expect(rebid.meaning.forcing).toBe('GF');
    expect(bid('KQ987.K863.84.A8', '1S P 3D P')).toBe('3H');
    expect(bid('KQ987.K8.QJ84.A8', '1S P 3D P')).toBe('4D');
    expect(bid('KQ7.K84.Q8.AJ842', '1C P 2S P')).toBe('3S');
    expect(bid('K9.K74.AJ842.Q86', '1D P 2S P')).toBe('2NT');
  });

  it('with the fit shown and 33 points together the jump shifter asks for aces', () => {
    expect(choose('AQ.AQ.AJT986.K53', '1S P 3D P 3S P').ruleId).toBe('slam.blackwood');
    // Board 787 (seed 1): the raise shows four clubs, so 20 HCP with a singleton ask.
    expect(choose('K6.3.QJT76.AJT94', '1D P 3C P').meaning.lengths.C[0]).toBe(4);
    expect(choose('AQJ4.A4.A3.KQ832', '1D P 3C P 4C P').ruleId).toBe('slam.blackwood');
  });

  it('a minimum opener signs off after the control bid instead of cooperating', () => {
    // Board 1270 (seed 1): 12 HCP opened 1♦ by the Rule of 20 and took the control bid as a
    // slam invitation it had the extras for; 6♥ went down.
    const reply = choose('T73.K973.KQ963.K', '1D P 2H P 3H P 4D P');
    expect(reply.call).toBe('4H');
    expect(reply.ruleId).toBe('ctl.signoff');
  });
});

describe('SAYC: opener after a limit raise with slam values', () => {
  // Boards 362 and 654 of the self-bidding benchmark (seed 1): 1♥-3♥ and opener with 23+ points
  // with the fit bid only 4♥ (362 makes 6♥).
  it('asks for aces with 33 together, bids the slam with three aces, stops in five missing two', () => {
    const ask = choose('A8.AKJ874.AKT.T2', '1H P 3H P');
    expect(ask.call).toBe('4NT');
    expect(ask.ruleId).toBe('slam.blackwood.ask.limit');
    expect(bid('KT92.Q53.95.A963', '1H P 3H P 4NT P')).toBe('5D');
    expect(bid('A8.AKJ874.AKT.T2', '1H P 3H P 4NT P 5D P')).toBe('6H');
    expect(bid('K.AK9843.AQ2.K42', '1H P 3H P 4NT P 5C P')).toBe('5H');
    // A sound opening with the fit but no more accepts with game.
    expect(bid('A8.AKJ87.KT4.T52', '1H P 3H P')).toBe('4H');
  });
});

describe('SAYC: opener after 1NT-3♥/3♠ (six cards, slam interest)', () => {
  // Board 1801 of the self-bidding benchmark (seed 1): 17 HCP with three trumps bid only 4♥.
  it('asks for aces with a maximum and a fit, bids game with less, and places the slam', () => {
    const ask = choose('A94.962.AKJ3.KQ2', '1NT P 3H P');
    expect(ask.call).toBe('4NT');
    expect(ask.ruleId).toBe('slam.blackwood.ask.majornt');
    expect(bid('A94.962.AKJ3.QJ2', '1NT P 3H P')).toBe('4H');
    expect(bid('8.AKJT87.Q82.A85', '1NT P 3H P 4NT P')).toBe('5H');
    expect(bid('A94.962.AKJ3.KQ2', '1NT P 3H P 4NT P 5H P')).toBe('6H');
  });
});

describe('SAYC: opener of 2♣ after the balanced positive 2NT', () => {
  // Board 648 of the self-bidding benchmark (seed 1): 2♣-2NT-3NT with 22 opposite 10.
  it('invites with a quantitative 4NT on 22-24, bids 6NT on 25+; responder accepts with 10+', () => {
    const invite = choose('AKQ.K32.92.AKQJ7', '2C P 2NT P');
    expect(invite.call).toBe('4NT');
    expect(invite.meaning.forcing).toBe('INV');
    expect(invite.meaning.hcp).toEqual([22, 24]);
    expect(bid('AKQ.KQ2.A92.AKJ7', '2C P 2NT P')).toBe('6NT');
    expect(bid('J53.AT64.KQ76.T6', '2C P 2NT P 4NT P')).toBe('6NT');
    expect(bid('K5.KQ92.732.8754', '2C P 2NT P 4NT P')).toBe('P');
  });
});

describe('SAYC: the Gerber ask over 1NT', () => {
  it('asks with a grand slam in view, asks for kings holding all the aces, and places the slam', () => {
    const ask = choose('AK2.KQ3.KQ42.AJ2', '1NT P');
    expect(ask.call).toBe('4C');
    expect(ask.ruleId).toBe('nt1.gerber.ask');
    expect(ask.meaning.artificial).toBe(true);
    expect(ask.meaning.hcp).toEqual([20, 37]);
    expect(bid('QJ4.A54.AJ3.KQ54', '1NT P 4C P')).toBe('4S');
    expect(bid('AK2.KQ3.KQ42.AJ2', '1NT P 4C P 4S P')).toBe('5C');
    expect(bid('QJ4.A54.AJ3.KQ54', '1NT P 4C P 4S P 5C P')).toBe('5H');
    expect(bid('AK2.KQ3.KQ42.AJ2', '1NT P 4C P 4S P 5C P 5H P')).toBe('7NT');
    expect(bid('AK2.KQ3.KQ42.AJ2', '1NT P 4C P 4S P 5C P 5D P')).toBe('6NT');
  });

  it('bids 6NT missing one ace and stops in 4NT missing two; a 33-point balanced hand bids 6NT directly', () => {
    expect(bid('AK2.KQ3.KQ42.AJ2', '1NT P 4C P 4H P')).toBe('6NT');
    expect(bid('AKQ.KQJ.KQJ2.QJ2', '1NT P 4C P 4H P')).toBe('4NT');
    expect(bid('AQ2.KQ3.KQ42.Q32', '1NT P')).toBe('6NT');
  });

  it('is off with the convention switched off', () => {
    const off = withConventions(SAYC, unwrap(parseConventions('-gerber')));
    expect(formatCall(chooseCall(off, view('AK2.KQ3.KQ42.AJ2', '1NT P')).call)).not.toBe('4C');
  });
});

describe('SAYC: opener raises 1♠-2♥ to game with 15-18', () => {
  it('bids 4♥ with three-card support and 15+, raises to 3♥ with a minimum', () => {
    const game = choose('AQ976.K87.KJ4.K2', '1S P 2H P');
    expect(game.call).toBe('4H');
    expect(game.ruleId).toBe('rb.2over1.raise.game');
    expect(game.meaning.hcp).toEqual([15, 18]);
    expect(choose('AQ976.K87.J94.K2', '1S P 2H P').call).toBe('3H');
  });
});

describe('SAYC: after fourth suit forcing, a five-two major fit', () => {
  it('plays game in opener’s rebid five-card major when the fourth suit is not stopped', () => {
    const game = choose('KQ86.J9.843.AK72', '1H P 1S P 2C P 2D P 2H P');
    expect(game.call).toBe('4H');
    expect(game.ruleId).toBe('fsf.then.major.doubleton');
    expect(choose('KQ86.J9.KQ3.A872', '1H P 1S P 2C P 2D P 2H P').call).toBe('3NT');
  });
});

describe('SAYC: fourth suit forcing after a two-over-one', () => {
  it('bids the fourth suit with game values and no stopper in it; opener shows a stopper with 3NT', () => {
    const fourth = choose('KQ.J74.985.AKJ32', '1S P 2C P 2H P');
    expect(fourth.call).toBe('3D');
    expect(fourth.ruleId).toBe('fsf');
    expect(fourth.meaning.forcing).toBe('GF');
    expect(bid('AJ976.AK85.K3.74', '1S P 2C P 2H P 3D P')).toBe('3NT');
  });
});

describe('SAYC: 2♣-2♦ and a solid seven-card suit', () => {
  it('jumps to set the trumps; a six-card or broken suit is bid at the cheapest level', () => {
    const solid = choose('AKQ9854.AK.A4.Q3', '2C P 2D P');
    expect(solid.call).toBe('3S');
    expect(solid.ruleId).toBe('2c.rebid.solid');
    expect(solid.meaning.forcing).toBe('GF');
    expect(choose('AKJ9854.AK.A4.K3', '2C P 2D P').call).toBe('2S');
  });
});

describe('SAYC: no-trump overcall of a weak two', () => {
  it('covers a balanced 15-20 with a stopper; 21+ doubles first', () => {
    const nt = choose('KQ5.AJ4.KQ3.KJ98', '2S');
    expect(nt.call).toBe('2NT');
    expect(nt.ruleId).toBe('oc.preempt.nt');
    expect(nt.meaning.hcp).toEqual([15, 20]);
    expect(choose('KQ5.AJ4.AQ3.KQ98', '2S').call).toBe('X');
  });
});

describe('SAYC: vulnerable two-level overcalls on a five-card suit', () => {
  it('need 13+ HCP directly over the opening when vulnerable; 10+ not vulnerable', () => {
    expect(choose('Q8.AQ953.76.KJT2', '1S', 'EW').call).toBe('P');
    const nv = choose('Q8.AQ953.76.KJT2', '1S', 'NS');
    expect(nv.call).toBe('2H');
    expect(nv.ruleId).toBe('oc.2level');
  });
});

describe('SAYC: a strong four-card suit at the one level', () => {
  it('is overcalled before a five-card suit at the two level, not before a six-card one', () => {
    const four = choose('AKJT.42.85.KQ873', '1H');
    expect(four.call).toBe('1S');
    expect(four.ruleId).toBe('oc.1level.four');
    expect(choose('AKJT.4.85.KQ8732', '1H').call).toBe('2C');
  });
});

describe('SAYC: takeout double or minor-suit overcall', () => {
  it('overcalls a good five-card minor with only three cards in an unbid major; doubles with four', () => {
    const oc = choose('K83.J3.KQ8.AQ765', '1H');
    expect(oc.call).toBe('2C');
    const x = choose('K832.3.KQ8.AQ765', '1H');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('oc.x.takeout');
  });
});

describe('SAYC: takeout double after they have bid two suits', () => {
  it('shows five-five in the two unbid suits without opening values', () => {
    const x = choose('KJ875.QJ983.A6.3', '1C P 1D');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('oc.x.twosuits');
    expect(x.meaning.artificial).toBe(true);
    expect(choose('KJ875.QJ98.A63.3', '1C P 1D').call).toBe('1S');
  });
});

describe('SAYC: opener’s 2NT after a negative double', () => {
  it('has no singleton; with one opener shows his second suit', () => {
    const nt = choose('K53.KJT95.AQ9.A4', '1H 1S X P');
    expect(nt.call).toBe('2NT');
    expect(nt.ruleId).toBe('nx.2nt');
    expect(choose('K53.KJT95.AQ94.A', '1H 1S X P').call).toBe('2D');
  });
});

describe('SAYC: opener with 19+ after a negative double', () => {
  it('bids 3NT with their suit stopped and no fit; cue bids with four cards in the promised major', () => {
    const nt = choose('AJ6.K5.AQJ93.KQ6', '1D 1S X P');
    expect(nt.call).toBe('3NT');
    expect(nt.ruleId).toBe('nx.3nt');
    const cue = choose('KJ75.A7.AQ6.KQJ6', '1C 1H X P');
    expect(cue.call).toBe('2H');
    expect(cue.ruleId).toBe('nx.cue');
  });
});

describe('SAYC: 2♣ opener after the 2NT positive', () => {
  it('shows a six-card suit before asking for aces', () => {
    const suit = choose('AKQ.AQJ7643.AK.5', '2C P 2NT P');
    expect(suit.call).toBe('3H');
    expect(suit.ruleId).toBe('2c.after.2nt.suit');
    expect(suit.meaning.forcing).toBe('GF');
  });
});

describe('SAYC: opener competes with extras over their overcall', () => {
  it('shows a four-card major with 17+ after partner’s raise and their overcall; a minimum passes', () => {
    const major = choose('AQ93.AK76.8.KQ43', '1C P 2C 3D');
    expect(major.call).toBe('3H');
    expect(major.ruleId).toBe('rb.comp.major');
    expect(major.meaning.hcp).toEqual([17, 37]);
    expect(choose('Q932.K976.8.AQ43', '1C P 2C 3D').call).toBe('P');
  });

  it('jumps in the major with 19+ when the cheapest bid in it is at the two level', () => {
    const jump = choose('A5.AK54.8.AKQT54', '1C 1D P 2D');
    expect(jump.call).toBe('3H');
    expect(jump.ruleId).toBe('rb.comp.major.jump');
    expect(jump.meaning.forcing).toBe('F1');
  });
});

describe("SAYC: opener's new suit at the three level after a two-over-one", () => {
  it('shows 15+ and forces to game; responder with the fourth suit stopped bids 3NT', () => {
    const three = choose('AKJ52.6.AQJ5.Q92', '1S P 2H P');
    expect(three.call).toBe('3D');
    expect(three.ruleId).toBe('rb.2over1.newsuit.3');
    expect(three.meaning.hcp).toEqual([15, 37]);
    expect(three.meaning.forcing).toBe('GF');
    expect(bid('96.AQT85.532.AJ8', '1S P 2H P 3D P')).toBe('3NT');
  });
});

describe("SAYC: responder's rebid of his own suit", () => {
  it('is read as six cards and a minimum, not as a part-score in a fit', () => {
    const m = lastMeaning('1C P 1H P 1S P 2H');
    expect(m?.ruleId).toBe('resp2.ownsuit');
    expect(m?.lengths.H).toEqual([6, 13]);
    expect(m?.hcp).toEqual([5, 9]);
    expect(bid('Q9.KQJ986.97.K95', '1C P 1H P 1S P')).toBe('3H');
  });
});

describe("SAYC: opener's rebids after their overcall and partner's one-level answer", () => {
  it('keep their meanings: a raise is a raise, and responder with game values bids game', () => {
    const raise = choose('KJ43.A5.94.KJ983', '1C 1D 1S P');
    expect(raise.call).toBe('2S');
    expect(raise.ruleId).toBe('rb.raise.1');
    expect(bid('AQ96.65.K643.KQ6', '1C 1D 1S P 2S P')).toBe('4S');
  });
});

describe('SAYC: the overcaller balances when they stop in their fit', () => {
  it('doubles for takeout short in their suit; partner answers in his longest unbid suit', () => {
    const x = choose('4.KJ9.Q43.AQ7432', '1S 2C 2S P P', 'EW');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('oc.balancing.fit.x');
    const adv = choose('873.KJ64.Q985.J2', '1S 2C 2S P P X P');
    expect(adv.call).toBe('3H');
    expect(adv.ruleId).toBe('adv.balancing.fit.x');
  });
});

describe('SAYC: takeout double after they have bid two suits at the two level', () => {
  it('shows the two unbid suits; partner picks the longer of them', () => {
    const x = choose('5.K73.AQ94.KJ852', '1S P 2H');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('oc.x.takeout');
    const adv = choose('A643.8632.T4.Q83', '1S P 2H X P');
    expect(adv.call).toBe('3C');
    expect(adv.ruleId).toBe('adv.x.suit.any');
  });
});

describe('SAYC: no trump or trap pass over their overcall', () => {
  it('passes with five cards in their suit, bids 2NT with four and a stopper', () => {
    expect(choose('7.AQJ84.KT94.643', '1S 2H').call).toBe('P');
    expect(choose('72.AQJ8.KQ94.643', '1S 2H').call).toBe('2NT');
  });
});

describe('SAYC: balancing overcalls need a suit worth showing', () => {
  it('passes with a weak hand and a suit without two honours, overcalls with one', () => {
    expect(choose('98.A43.T8652.J97', '1C P P').call).toBe('P');
    const oc = choose('98.A43.KJ652.T87', '1C P P');
    expect(oc.call).toBe('1D');
    expect(oc.ruleId).toBe('oc.balancing.1level');
  });
});

describe("SAYC: responder's second call with 10 HCP", () => {
  it('invites with 2NT after 1D-1H-1S; 1NT and the simple preference are 6-9', () => {
    const inv = choose('Q3.K832.Q762.A93', '1D P 1H P 1S P');
    expect(inv.call).toBe('2NT');
    expect(inv.meaning.forcing).toBe('INV');
    expect(choose('Q3.K832.J762.J93', '1D P 1H P 1S P').call).toBe('2D');
    expect(lastMeaning('1D P 1H P 1S P 1NT')?.hcp).toEqual([6, 9]);
  });
});

describe("SAYC: responder raises opener's one-level major", () => {
  it('to two with 6-9 and four cards, to three with 10-11', () => {
    const two = choose('82.A753.AJ97.987', '1C P 1D P 1H P');
    expect(two.call).toBe('2H');
    expect(two.ruleId).toBe('resp2.raise.one');
    expect(two.meaning.hcp).toEqual([6, 9]);
    expect(choose('82.A753.AJ97.J87', '1C P 1D P 1H P').call).toBe('3H');
  });
});

describe("SAYC: responder passes opener's new lower suit with a minimum", () => {
  it('passes with 6-9 and a fit for the second suit, gives preference with three of the first', () => {
    const pass = choose('A543.8.Q532.JT64', '1H P 1S P 2C P');
    expect(pass.call).toBe('P');
    expect(pass.ruleId).toBe('resp2.pass.second');
    expect(pass.meaning.hcp).toEqual([0, 9]);
    expect(choose('A543.J82.Q532.J6', '1H P 1S P 2C P').call).toBe('2H');
  });
});

describe('SAYC: five-five majors with game values only over 1NT', () => {
  it('transfers to spades and bids 4♥; opener passes or corrects to 4♠', () => {
    const game = choose('KJ865.QT943.32.A', '1NT P 2H P 2S P');
    expect(game.call).toBe('4H');
    expect(game.ruleId).toBe('nt1.transfer.55.game');
    expect(bid('AQ3.K72.KQ84.Q52', '1NT P 2H P 2S P 4H P')).toBe('P');
    expect(bid('AQ3.K7.KQ84.Q752', '1NT P 2H P 2S P 4H P')).toBe('4S');
  });
});

describe('SAYC: delayed support for responder’s major', () => {
  it('opener shows three cards after responder’s 2NT; responder bids 3NT with four, game with five', () => {
    const support = choose('KQ7.5.AKJ8653.A4', '1D P 1S P 2D P 2NT P');
    expect(support.call).toBe('3S');
    expect(support.ruleId).toBe('rb.delayed.support');
    expect(support.meaning.lengths.S).toEqual([3, 3]);
    expect(bid('AQ86.K93.J4.Q932', '1D P 1S P 2D P 2NT P 3S P')).toBe('3NT');
    expect(bid('AQ864.K93.J4.Q92', '1D P 1S P 2D P 2NT P 3S P')).toBe('4S');
  });

  it('after the 2NT rebid and responder’s return to opener’s minor', () => {
    expect(bid('94.AK6.AK763.KQ5', '1D P 1H P 2NT P 3D P')).toBe('3H');
  });

  it('after the 1NT rebid only when accepting the invitation', () => {
    expect(bid('K97.A5.KJ63.Q842', '1D P 1S P 1NT P 2NT P')).toBe('3S');
    expect(bid('K97.Q5.KJ63.Q842', '1D P 1S P 1NT P 2NT P')).not.toBe('3S');
    expect(bid('AJ73.8.8652.AKJ3', '1D P 1S P 1NT P 2NT P 3S P')).toBe('3NT');
  });
});

describe('SAYC: opener after his reverse and responder’s rebid', () => {
  it('rebids a six-card first suit with a singleton in responder’s suit, 2NT with five', () => {
    const six = choose('5.A9.KQ72.AKJ762', '1C P 1S P 2D P 2S P');
    expect(six.call).toBe('3C');
    expect(six.ruleId).toBe('rb.reverse.sixcard');
    expect(choose('5.AJ8.KQ72.AKJ62', '1C P 1S P 2D P 2S P').call).toBe('2NT');
  });
});

describe('SAYC: the feature ask over a weak jump overcall', () => {
  it('needs values, not a stopper in their suit; after a maximum answer the asker bids game in the major', () => {
    const ask = choose('AT.AQ9.864.KQJT2', '1D 2S P');
    expect(ask.call).toBe('2NT');
    expect(ask.ruleId).toBe('oc.jump.ask');
    const game = choose('AT.AQ9.864.KQJT2', '1D 2S P 2NT P 3H P');
    expect(game.call).toBe('4S');
    expect(game.ruleId).toBe('w2.ask.game');
    expect(bid('AT.AQ9.864.KQJT2', '1D 2S P 2NT P 3S P')).not.toBe('4S');
  });
});

describe("SAYC: responding to partner's weak two with 18+", () => {
  it('asks with 2NT first; a new suit is 12-17', () => {
    const ask = choose('AKJ76.98.AK54.KQ', '2H P');
    expect(ask.call).toBe('2NT');
    expect(ask.ruleId).toBe('w2.ask');
    const suit = choose('AKJ76.98.K954.K4', '2H P');
    expect(suit.call).toBe('2S');
    expect(suit.meaning.hcp).toEqual([12, 17]);
  });
});

describe("SAYC: advancing partner's weak jump overcall", () => {
  it('does not introduce a new suit with moderate values; after a simple overcall it does', () => {
    expect(choose('AJ.J43.KQJ763.63', '1C 2S P').call).toBe('P');
    const newsuit = choose('AJ.J43.KQJ763.63', '1C 1S P');
    expect(newsuit.call).toBe('2D');
    expect(newsuit.ruleId).toBe('adv.oc.newsuit');
  });
});

describe('SAYC: responding to 2♣-2♦-2NT (22-24)', () => {
  it('passes with 0-1 HCP, uses Stayman from 2 HCP (game with opener’s middle)', () => {
    expect(choose('J32.9865.542.872', '2C P 2D P 2NT P').call).toBe('P');
    const stay = choose('Q32.9865.542.872', '2C P 2D P 2NT P');
    expect(stay.call).toBe('3C');
    expect(stay.meaning.hcp).toEqual([2, 37]);
  });
});

describe('SAYC: a Rule-of-20 hand opens at the one level rather than preempting', () => {
  it('opens 1♣ with 10 HCP, six clubs and four spades; 3♣ without the outside values', () => {
    const one = choose('Q876.5.J7.AKJ754', '');
    expect(one.call).toBe('1C');
    expect(choose('8762.5.J7.AKJ754', '').call).toBe('3C');
  });
});

describe("SAYC: opener's rebid after 1♦-2♣", () => {
  it('a minimum with five diamonds rebids them; with extras or four diamonds the major is shown', () => {
    expect(choose('8.KJ32.KQJT9.K32', '1D P 2C P').call).toBe('2D');
    expect(choose('8.AKJ2.KQJT9.K32', '1D P 2C P').call).toBe('2H');
  });
});

describe("SAYC: accepting partner's invitation in his six-card major", () => {
  it('in 3NT with a singleton there and the other suits stopped, in the major otherwise', () => {
    const nt = choose('A.KQ76.A5.KQJ965', '1C P 1S P 2H P 3S P');
    expect(nt.call).toBe('3NT');
    expect(nt.ruleId).toBe('cap.accept.major.nt');
    expect(choose('A4.KQ76.A5.KQJ96', '1C P 1S P 2H P 3S P').call).toBe('4S');
  });
});

describe('SAYC: quantitative 5NT over 1NT', () => {
  it('is explained as forcing to a small slam; opener bids 6NT, 7NT with a maximum and three aces', () => {
    expect(lastMeaning('1NT P 2C P 2S P 5NT')?.ruleId).toBe('nt1.5nt');
    expect(lastMeaning('1NT P 2C P 2S P 5NT')?.forcing).toBe('GF');
    expect(bid('KQ973.K84.KJ.KQ4', '1NT P 2C P 2S P 5NT P')).toBe('6NT');
    expect(bid('AQ97.A84.QJ.A864', '1NT P 5NT P')).toBe('7NT');
  });
});

describe('SAYC: advancing Michaels over a minor', () => {
  it('bids game in a major with 17+ support points (Michaels may be weak), else picks the major cheaply', () => {
    const game = choose('A.KJT6.KJ73.KT54', '1C 2C P');
    expect(game.call).toBe('4H');
    expect(game.meaning.points).toEqual([17, 37]);
    expect(choose('Q.KJT6.KJ73.QT54', '1C 2C P').call).toBe('2H');
  });
});

describe("SAYC: partner's support points count when placing in the fit", () => {
  it('opener bids game over Jordan 2NT (10+ support points) with 14 HCP and five trumps, invites with less', () => {
    const game = choose('853.AKQ74.KJ7.J5', '1H X 2NT P');
    expect(game.call).toBe('4H');
    expect(game.ruleId).toBe('cap.game.major');
    expect(choose('853.AKJ74.K87.95', '1H X 2NT P').call).toBe('3H');
  });
});

describe("SAYC: responder's preference after 1M-1NT-2m", () => {
  it('is read as two or more cards in the major, not as a three-card fit', () => {
    const m = lastMeaning('1S P 1NT P 2D P 2S');
    expect(m?.ruleId).toBe('resp2.1nt.preference');
    expect(m?.lengths.S).toEqual([2, 13]);
    expect(bid('Q84.K942.J7.Q854', '1S P 1NT P 2D P')).toBe('2S');
  });
});

describe("SAYC: the cue-bid raise of partner's overcall after their response", () => {
  it('cue bids opener’s suit with a limit raise or better also when responder has bid', () => {
    const cue = choose('J85.KQ5.AJ752.74', '1C 1H 1S');
    expect(cue.call).toBe('2C');
    expect(cue.ruleId).toBe('adv.oc.cue');
    expect(cue.meaning.artificial).toBe(true);
  });
});

describe('SAYC: opener after their overcall of partner’s response', () => {
  it('passes with a minimum and no fit; raises with four-card support', () => {
    const pass = choose('4.KJ532.AQ95.Q82', '1H P 1S 2D');
    expect(pass.call).toBe('P');
    expect(pass.ruleId).toBe('rb.contested.pass');
    expect(choose('K742.KJ532.A95.2', '1H P 1S 2D').call).toMatch(/^[234]S$/);
  });
});

describe("SAYC: opener opposite a passed hand's one-level major", () => {
  it('passes with a minimum and three-card support; an unpassed partner is forcing', () => {
    const pass = choose('AJ8.K6.Q86532.K5', 'P P P 1D P 1S P');
    expect(pass.call).toBe('P');
    expect(pass.ruleId).toBe('rb.passedhand.pass');
    expect(choose('AJ8.K6.Q86532.K5', '1D P 1S P').call).not.toBe('P');
  });
});

describe('SAYC: placing the contract after partner has raised our suit', () => {
  it('does not count our shortness again: his support points already hold his', () => {
    // 1♦-1♠-2♠ (10-15 support points): 9 HCP and a doubleton make 24 with his maximum, so pass.
    const pass = choose('KJ84.Q3.J75.Q862', '1D P 1S P 2S P');
    expect(pass.call).toBe('P');
    expect(choose('KJ84.Q3.J75.K862', '1D P 1S P 2S P').call).toBe('3S');
  });
});

describe('SAYC: the general 2NT invitation', () => {
  it('needs partner to have limited his hand', () => {
    // 1♣-1♦ is unlimited; after their double of both majors opener with a minimum does not invite in no trump.
    const pass = choose('KQ84.AJ74.5.KJ86', '1C P 1D X');
    expect(pass.call).toBe('P');
    // Opposite a limited 1NT response (6-10) the same rule invites with 17 HCP and the suits stopped.
    expect(choose('KQ8.AJ7.QJ5.KJ86', '1C P 1NT P').call).toBe('2NT');
  });
});

describe('SAYC: opener after their overcall and partner’s 1NT', () => {
  it('rebids as after an uncontested 1NT response: a second suit, a jump rebid', () => {
    // 1♦-(1♠)-1NT: 16 HCP with five diamonds and four clubs shows the clubs rather than inviting in no trump.
    const clubs = choose('4.A82.AKJ53.KJ72', '1D 1S 1NT P');
    expect(clubs.call).toBe('2C');
    expect(clubs.ruleId).toBe('rb.newsuit.2');
    expect(choose('4.A82.AKQJ53.K72', '1D 1S 1NT P').call).toBe('3D');
  });
});

describe("SAYC: raising partner's three-level preempt by the Law of Total Tricks", () => {
  it('counts the preempt as seven cards, also in clubs where a strong six-card suit may open 3♣', () => {
    // Four clubs opposite 3♣ make eleven trumps: 5♣; three make ten: 4♣.
    const five = choose('K.8643.QT95.Q874', '3C P');
    expect(five.call).toBe('5C');
    expect(five.ruleId).toBe('lott.raise.5');
    expect(choose('8643.K2.QT95.Q87', '3C P').call).toBe('4C');
  });
});

describe('SAYC: the Michaels bidder answers the 2NT ask', () => {
  it('jumps to four of the minor with the strong kind (16+ HCP), bids three with the weak kind', () => {
    // 1♠-2♠ (hearts and a minor), 2NT asks: 19 HCP with five diamonds jumps, 7 HCP does not.
    const strong = choose('3.AKQ86.KQJ94.A3', '1S 2S P 2NT P');
    expect(strong.call).toBe('4D');
    expect(strong.ruleId).toBe('mich.minor.jump');
    expect(lastMeaning('1S 2S P 2NT P 4D')?.hcp).toEqual([16, 37]);
    expect(choose('3.KJ986.QJ942.73', '1S 2S P 2NT P').call).toBe('3D');
  });
});

describe('SAYC: 1♦ over 1♣ before a limit raise', () => {
  it('shows four diamonds first, as it does before a single raise; without them the limit raise', () => {
    // 11 HCP with five clubs: 1♦ with four diamonds beside them, 3♣ without.
    const diamonds = choose('J54.9.Q863.AKJ64', '1C P');
    expect(diamonds.call).toBe('1D');
    expect(diamonds.ruleId).toBe('resp.1C.1D');
    expect(choose('J54.93.Q86.AKJ64', '1C P').call).toBe('3C');
  });
});

describe('SAYC: opener with 19 HCP after a negative double', () => {
  it('jumps in a good six-card suit before bidding 3NT; 3NT with a five-card suit', () => {
    // 1♦-(1♠)-X: 19 HCP with six solid diamonds jumps to 3♦; balanced with five bids 3NT.
    const jump = choose('K4.A3.AKQJT5.Q42', '1D 1S X P');
    expect(jump.call).toBe('3D');
    expect(jump.ruleId).toBe('nx.jumprebid');
    expect(choose('KJ6.A5.AKJ93.QJ6', '1D 1S X P').call).toBe('3NT');
  });
});

describe('SAYC: opener’s slam try after a single raise of his major', () => {
  it('bids a second four-card suit at the four level with 19-21 HCP; responder signs off or asks for aces', () => {
    // 1♥-2♥: 20 HCP with four diamonds is too strong for 4♥ alone.
    const tryBid = choose('A2.AKJ74.KQ83.K2', '1H P 2H P');
    expect(tryBid.call).toBe('4D');
    expect(tryBid.ruleId).toBe('rb.raise.slamtry');
    expect(choose('A2.AKJ74.KQ83.K2', 'P P 1H P 2H P').call).toBe('4D');
    // Responder: a minimum returns to 4♥, a maximum with the diamond ace asks for aces.
    expect(choose('83.Q63.J942.Q653', '1H P 2H P 4D P').call).toBe('4H');
    expect(choose('K3.Q63.A942.8653', '1H P 2H P 4D P').call).toBe('4NT');
    expect(choose('A2.AKJ74.KQ83.K2', '1H P 2H P 4D P 4NT P').call).toBe('5H');
  });
});

describe('SAYC: balancing when they stop in opener’s rebid suit at the two level', () => {
  it('doubles for takeout of their two suits; partner answers in the longer other suit', () => {
    // 1♦-2♣-2♦ passed round to us: short diamonds and both majors double; five spades answer 2♠.
    const x = choose('KJ84.AQ73.5.9642', '1D P 2C P 2D P P');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('oc.balancing.fit.x');
    expect(choose('97532.K74.Q87.J8', '1D P 2C P 2D P P X P').call).toBe('2S');
  });
});

describe('SAYC: a light one-level overcall', () => {
  it('needs a good suit below 10 HCP (two of the top three or three of the top five honours)', () => {
    // Over 1♥ with 8 HCP: Q-J-x-x-x passes, K-J-10-x-x overcalls 1♠.
    const pass = choose('QJ875.43.K74.Q98', '1H');
    expect(pass.call).toBe('P');
    expect(choose('KJT75.43.K74.J98', '1H').call).toBe('1S');
    // With 10+ HCP two of the top four honours are enough.
    expect(choose('QJ875.43.K74.A98', '1H').call).toBe('1S');
  });
});

describe('SAYC: a natural overcall of their 1NT', () => {
  it('with a five-card suit needs an unbalanced hand', () => {
    // K-Q-9-x-x with 9 HCP: 5-3-3-2 passes, 5-3-4-1 bids 2♠.
    const pass = choose('KQ974.A54.863.97', '1NT');
    expect(pass.call).toBe('P');
    const oc = choose('KQ974.A54.8632.7', '1NT');
    expect(oc.call).toBe('2S');
    expect(oc.ruleId).toBe('oc.1nt.suit');
  });
});

describe('SAYC: the takeout doubler after they jump to game', () => {
  it('doubles again with 18+ HCP and at most two of their cards (values); with less he passes', () => {
    // 2♥-X-4♥ passed back: 19 HCP with a doubleton heart doubles, 12 HCP passes.
    const x = choose('AQ5.72.AKJ72.KQ3', '2H X 4H P P');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('dbl.again.game');
    expect(choose('KQ5.72.QJ872.K63', '2H X 4H P P').call).toBe('P');
  });
});

describe("SAYC: the overcaller's second suit", () => {
  it('is shown at the one level with 13-17 HCP when partner has passed; a minimum overcall passes', () => {
    // 1♣-(1♦)-P-P-1♥: 14 HCP with four spades bids 1♠, 10 HCP passes.
    const second = choose('KQJ8.A3.KJ984.72', '1C 1D P P 1H');
    expect(second.call).toBe('1S');
    expect(second.ruleId).toBe('oc.rebid.newsuit');
    expect(choose('KJ84.73.KQ984.72', '1C 1D P P 1H').call).toBe('P');
    expect(lastMeaning('1C 1D P P 1H 1S')?.hcp).toEqual([13, 17]);
    // When opener doubles the four-card spades, five diamonds go back to 2♦.
    expect(choose('KQJ8.A3.KJ984.72', '1C 1D P P 1H 1S P P X').call).toBe('2D');
  });
});

describe('SAYC: the grand slam force over a one-level opening', () => {
  it('jumps to 5NT when only the top trump honours are missing; opener bids seven with two of them', () => {
    // 1♠: K-J-10-x-x in spades, no side-suit loser: 5NT; with a club loser Jacoby 2NT instead.
    const gsf = choose('KJT42.A.AKQJ975.', '1S P');
    expect(gsf.call).toBe('5NT');
    expect(gsf.ruleId).toBe('slam.gsf');
    expect(gsf.meaning.artificial).toBe(true);
    expect(choose('KJT42..AKQJ975.3', '1S P').call).toBe('2NT');
    expect(choose('AQ875.K32.82.K54', '1S P 5NT P').call).toBe('7S');
    expect(choose('Q9875.K32.A2.K54', '1S P 5NT P').call).toBe('6S');
  });
});

describe('SAYC: the 1NT overcaller when they raise and stop at the two level', () => {
  it('doubles for takeout with two cards in their suit; partner bids his longest other suit', () => {
    // 1♠-(1NT)-2♠ passed back: a doubleton spade doubles, three spades pass; partner shows five hearts.
    const x = choose('K4.AQ73.KJ84.Q92', '1S 1NT 2S P P');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('oc.balancing.fit.x');
    expect(choose('AQ4.K73.KJ84.Q92', '1S 1NT 2S P P').call).toBe('P');
    expect(choose('82.QT743.J5.Q864', '1S 1NT 2S P P X P').call).toBe('3H');
  });
});

describe('SAYC: 2NT over their strong 2♣', () => {
  it('shows both minors (five-five); partner picks the longer one, diamonds with equal length', () => {
    // Their 2♣ is artificial, so the two lowest unbid suits are the minors.
    const minors = choose('3.82.KQJ87.QT986', '2C');
    expect(minors.call).toBe('2NT');
    expect(minors.meaning.artificial).toBe(true);
    expect(choose('J864.Q72.Q53.J83', '2C 2NT P').call).toBe('3D');
    expect(choose('J8643.Q72.Q5.J83', '2C 2NT P').call).toBe('3C');
  });
});

describe("SAYC: responder raises opener's second suit after 1M-1NT-2m", () => {
  it('to three with four-card support and 10+ support points (invitational); with less he does not', () => {
    // 1♠-1NT-2♣: 8 HCP, four clubs and a singleton spade make 11 support points: 3♣.
    const raise = choose('7.J52.QT864.AJ73', '1S P 1NT P 2C P');
    expect(raise.call).toBe('3C');
    expect(raise.ruleId).toBe('resp2.1nt.raise');
    expect(choose('72.J52.QT86.AJ73', '1S P 1NT P 2C P').call).not.toBe('3C');
  });
});

describe('SAYC: fourth suit forcing is forcing one round after one-level responses (§6)', () => {
  it('lets responder invite after opener’s answer; game values still bid game', () => {
    // 1♦-1♠-2♣-2♥-2♠: 10 HCP and five spades invite with 3♠, 13 HCP bid 4♠.
    const invite = choose('KQT75.732.Q8.KT2', '1D P 1S P 2C P 2H P 2S P');
    expect(invite.call).toBe('3S');
    expect(invite.meaning.forcing).toBe('INV');
    expect(choose('KQT75.732.A8.KT2', '1D P 1S P 2C P 2H P 2S P').call).toBe('4S');
    expect(lastMeaning('1D P 1S P 2C P 2H P 2S')?.forcing).toBe('NF');
    // Opener's clubs bid twice are five; three clubs and no heart stopper invite with 4♣, opener accepts with 15+.
    expect(lastMeaning('1D P 1S P 2C P 2H P 3C')?.lengths.C).toEqual([5, 13]);
    const minor = choose('KQT75.732.A8.KT2', '1D P 1S P 2C P 2H P 3C P');
    expect(minor.call).toBe('4C');
    expect(minor.ruleId).toBe('fsf.then.minor.invite');
    expect(choose('K4.7.AKJ84.AQ732', '1D P 1S P 2C P 2H P 3C P 4C P').call).toBe('5C');
    expect(choose('K4.7.KJ984.QJ732', '1D P 1S P 2C P 2H P 3C P 4C P').call).toBe('P');
    // With 4-4 minors, no heart stopper and no spade support opener still has the clubs to rebid.
    expect(choose('93.J72.AK84.AKJ7', '1D P 1S P 2C P 2H P').ruleId).toBe('fsf.other');
  });
});

describe('SAYC: their two-level overcall of our 1NT (§7)', () => {
  it('cue bid as Stayman (game forcing), penalty double, a weak new suit to play', () => {
    // 1NT-(2♣): 10 HCP with four spades cue bids 3♣; opener shows his major or bids 3NT.
    const cue = choose('Q732.K65.AJ72.T9', '1NT 2C');
    expect(cue.call).toBe('3C');
    expect(cue.meaning.artificial).toBe(true);
    expect(cue.meaning.forcing).toBe('GF');
    expect(choose('KQ73.A5.KQ72.Q95', '1NT 2C 3C P').call).toBe('3S');
    expect(choose('KQ7.A5.KQ72.Q953', '1NT 2C 3C P').call).toBe('3NT');
    // Four hearts headed by K-J over their 2♥ double for penalty; six weak hearts over 2♣ play 2♥.
    const x = choose('J8.KJ94.A72.QT95', '1NT 2H');
    expect(x.call).toBe('X');
    expect(x.ruleId).toBe('nt1int.x');
    expect(choose('J8.QT9743.72.Q95', '1NT 2C').call).toBe('2H');
  });
});
