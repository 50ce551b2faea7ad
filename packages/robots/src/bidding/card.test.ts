import { describe, expect, it } from 'vitest';
import { type CardSection, conventionCard, formatConventionCard } from './card.js';
import { FORUM_D } from './forumd/index.js';
import type { Rule } from './rule.js';
import { SAYC } from './sayc/index.js';
import { makeSystem, withConventions } from './system.js';

const entry = (s: CardSection, call: string) => s.calls.find((c) => c.call === call);

describe('convention card', () => {
  const sayc = conventionCard(SAYC);
  const fd = conventionCard(FORUM_D);

  it('shows each opening with the range and lengths of the rule that makes it', () => {
    expect(entry(sayc.openings, '1NT')?.meaning.hcp).toEqual([15, 17]);
    expect(entry(sayc.openings, '1NT')?.meaning.balanced).toBe(true);
    expect(entry(sayc.openings, '1S')?.meaning.lengths.S[0]).toBe(5);
    expect(entry(sayc.openings, '2NT')?.meaning.hcp).toEqual([20, 21]);
    expect(entry(sayc.openings, '2D')?.ruleId).toBe('open.weak2');
    expect(entry(fd.openings, '1NT')?.meaning.points).toEqual([15, 17]);
    expect(entry(fd.openings, '1NT')?.meaning.lengths.H).toEqual([0, 4]);
    expect(entry(fd.openings, '2D')?.ruleId).toBe('open.2d');
    expect(entry(fd.openings, '2D')?.alert).toBe(true);
    expect(entry(fd.openings, '2C')?.meaning.forcing).toBe('F1');
    expect(entry(fd.openings, '3NT')?.ruleId).toBe('open.3nt.gambling');
    expect(entry(sayc.openings, '3NT')?.meaning.hcp).toEqual([25, 27]);
  });

  it('shows the responses to 1NT, 2♣ and 2♦ as the system explains them', () => {
    const [nt, twoClubs, twoDiamonds] = fd.responses;
    expect(entry(nt as CardSection, '2C')?.ruleId).toBe('nt1.stayman');
    expect(entry(nt as CardSection, '2D')?.alert).toBe(true);
    expect(entry(twoClubs as CardSection, '2D')?.ruleId).toBe('fd.2c.relay');
    expect(entry(twoDiamonds as CardSection, '2H')?.ruleId).toBe('fd.2d.relay');
    expect(entry(sayc.responses[1] as CardSection, '2D')?.ruleId).toBe('2c.waiting');
  });

  it('changes when a rule range changes', () => {
    const changed: Rule[] = SAYC.allRules.map((r) =>
      r.id === 'open.1nt' ? { ...r, hand: { ...r.hand, hcp: [16, 18] as const } } : r,
    );
    const card = conventionCard(makeSystem('sayc', SAYC.name, changed));
    expect(entry(card.openings, '1NT')?.meaning.hcp).toEqual([16, 18]);
    expect(formatConventionCard(card)).toContain('1NT opening, 16-18 HCP');
    expect(formatConventionCard(sayc)).toContain('1NT opening, 15-17 HCP');
  });

  it('lists the conventions played with their rules, and drops one switched off', () => {
    const gerber = sayc.conventions.find((c) => c.id === 'gerber');
    expect(gerber?.rules).toContain('nt1.gerber.1');
    expect(fd.conventions.find((c) => c.id === 'weak2')?.summary.map((x) => x.en)).toContain('weak two in …');
    const without = conventionCard(withConventions(SAYC, { on: [], off: ['gerber'] }));
    expect(without.conventions.some((c) => c.id === 'gerber')).toBe(false);
    expect(without.alerts.some((a) => a.ruleId.includes('gerber'))).toBe(false);
    expect(entry(without.responses[0] as CardSection, '4C')?.ruleId).not.toBe('nt1.gerber');
  });

  it('lists every artificial rule of the system with its alert text', () => {
    const ids = fd.alerts.map((a) => a.ruleId);
    expect(ids).toContain('open.2c');
    expect(ids).toContain('fd.2c.relay');
    expect(ids).toContain('nt1.stayman');
    expect(fd.alerts.length).toBe(FORUM_D.rules.filter((r) => r.alert !== undefined).length);
  });

  it('shows the defensive agreements', () => {
    const over1H = fd.defence.find((s) => s.id === 'vs1M') as CardSection;
    expect(entry(over1H, 'X')?.meaning.artificial).toBe(true);
    expect(entry(over1H, '1NT')?.meaning.hcp).toEqual([15, 18]);
    expect(entry(over1H, '2H')?.ruleId).toMatch(/michaels/);
  });

  it('prints in English and German', () => {
    const en = formatConventionCard(fd, 'en');
    const de = formatConventionCard(fd, 'de');
    expect(en).toContain('Forum D (DBV 2012) [forumd]');
    expect(en).toContain('Responses to 1NT');
    expect(de).toContain('Antworten auf 1SA');
    expect(de).toContain('Gegenreizung');
    expect(de).toContain('partieforcierend');
  });
});
