import { type Auction, bid, type Call, formatCall, type Level, parseCall, unwrap } from '@tenace/engine';
import { CONVENTIONS, type ConventionId } from './conventions.js';
import { describeMeaning, type Meaning, type Text } from './meaning.js';
import { type BiddingSystem, explainCall } from './system.js';

/*
 * A convention card written from the system data: every line is the explanation the system itself
 * gives for a call in a fixed context (the same code that explains a call at the table), so the
 * card cannot disagree with what the robots bid. Nothing on it is hand-written text about the
 * system; names and descriptions come from the rules and from the convention list.
 */

/** One call on the card and what the system says it shows. */
export interface CardCall {
  readonly call: string;
  readonly ruleId: string;
  readonly meaning: Meaning;
  readonly alert: boolean;
  /** The other rules that can make this call here (lower priority or another hand type), by name. */
  readonly also: readonly Text[];
}

/** A group of calls in one context ("responses to 1NT"). */
export interface CardSection {
  readonly id: string;
  readonly title: Text;
  /** The auction before the calls, from the dealer ('' for openings). */
  readonly auction: string;
  readonly calls: readonly CardCall[];
}

/** A convention of the partnership, with the rules of the system that belong to it. */
export interface CardConvention {
  readonly id: ConventionId;
  readonly name: Text;
  /** The general definition from the convention list (the system's own rules may differ in detail). */
  readonly description: Text;
  /** What the system's rules of this convention say, from their names (highest priority first, at most four). */
  readonly summary: readonly Text[];
  readonly rules: readonly string[];
}

/** An artificial call of the system: the rule and its alert text. */
export interface CardAlert {
  readonly ruleId: string;
  readonly name: Text;
  readonly alert: Text;
}

/** The card: openings, responses to 1NT/2♣/2♦, conventions, alerts, defensive agreements. */
export interface ConventionCard {
  readonly system: { readonly id: string; readonly name: Text };
  readonly openings: CardSection;
  readonly responses: readonly CardSection[];
  readonly conventions: readonly CardConvention[];
  readonly alerts: readonly CardAlert[];
  readonly defence: readonly CardSection[];
}

const t = (en: string, de: string): Text => ({ en, de });

const calls = (text: string): Call[] =>
  text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => unwrap(parseCall(w)));

/** Bids from `from` up to `to` in bidding order (both as '1C', '4NT'). */
function bidsBetween(from: string, to: string): string[] {
  const order = ['C', 'D', 'H', 'S', 'NT'] as const;
  const rank = (text: string) => {
    const b = unwrap(parseCall(text));
    return b.type === 'bid' ? (b.level - 1) * 5 + order.indexOf(b.strain) : -1;
  };
  const out: string[] = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of order) {
      const text = formatCall(bid(level as Level, strain));
      if (rank(text) >= rank(from) && rank(text) <= rank(to)) out.push(text);
    }
  }
  return out;
}

/** The calls the system has a rule for after `before`, each as the system explains it. */
function section(
  system: BiddingSystem,
  id: string,
  title: Text,
  before: string,
  candidates: readonly string[],
): CardSection {
  const prefix = calls(before);
  const out: CardCall[] = [];
  for (const text of candidates) {
    const auction: Auction = { dealer: 'N', calls: [...prefix, ...calls(text)] };
    const explained = explainCall(system, auction, 'None', prefix.length);
    if (explained.meaning.ruleId === 'none') continue;
    const also: Text[] = [];
    for (const m of explained.rules) {
      if (m.ruleId === explained.meaning.ruleId || m.ruleId.startsWith('cap.')) continue;
      if (!also.some((x) => x.en === m.name.en) && m.name.en !== explained.meaning.name.en) also.push(m.name);
    }
    out.push({
      call: text,
      ruleId: explained.meaning.ruleId,
      meaning: explained.meaning,
      alert: explained.meaning.artificial,
      also,
    });
  }
  return { id, title, auction: before, calls: out };
}

/** Writes the convention card of a system (with the conventions it plays) from its rules. */
export function conventionCard(system: BiddingSystem): ConventionCard {
  const openings = section(system, 'openings', t('Openings', 'Eröffnungen'), '', [
    ...bidsBetween('1C', '4S'),
    'P',
  ]);
  const responses = [
    section(system, '1NT', t('Responses to 1NT', 'Antworten auf 1SA'), '1NT P', [
      ...bidsBetween('2C', '4NT'),
      '6NT',
    ]),
    section(system, '2C', t('Responses to 2♣', 'Antworten auf 2♣'), '2C P', bidsBetween('2D', '3NT')),
    section(system, '2D', t('Responses to 2♦', 'Antworten auf 2♦'), '2D P', bidsBetween('2H', '3NT')),
  ];
  const defence = [
    section(system, 'vs1m', t('Over their 1♣', 'Über 1♣ der Gegner'), '1C', [
      'X',
      ...bidsBetween('1D', '3S'),
    ]),
    section(system, 'vs1M', t('Over their 1♥', 'Über 1♥ der Gegner'), '1H', [
      'X',
      ...bidsBetween('1S', '3S'),
    ]),
    section(system, 'vs1NT', t('Over their 1NT', 'Über 1SA der Gegner'), '1NT', [
      'X',
      ...bidsBetween('2C', '3S'),
    ]),
    section(system, 'vsWeak2', t('Over their 2♠', 'Über 2♠ der Gegner'), '2S', [
      'X',
      ...bidsBetween('2NT', '4H'),
    ]),
    section(system, 'balancing', t('Balancing over 1♥', 'In Wiederbelebung über 1♥'), '1H P P', [
      'X',
      ...bidsBetween('1S', '2S'),
    ]),
  ];
  const conventions: CardConvention[] = CONVENTIONS.filter((c) => system.conventions.has(c.id)).map((c) => {
    const rules = system.rules.filter((r) => r.convention === c.id);
    const summary: Text[] = [];
    for (const r of rules) {
      const name = { en: r.name.en.replace(/\{\w+\}/g, '…'), de: r.name.de.replace(/\{\w+\}/g, '…') };
      if (summary.length < 4 && !summary.some((x) => x.en === name.en)) summary.push(name);
    }
    return { id: c.id, name: c.name, description: c.description, summary, rules: rules.map((r) => r.id) };
  });
  const seen = new Set<string>();
  const alerts: CardAlert[] = [];
  for (const rule of [...system.rules].sort((a, b) => a.id.localeCompare(b.id))) {
    if (rule.alert === undefined || seen.has(rule.id)) continue;
    seen.add(rule.id);
    alerts.push({ ruleId: rule.id, name: rule.name, alert: rule.alert });
  }
  return {
    system: { id: system.id, name: system.name },
    openings,
    responses,
    conventions,
    alerts,
    defence,
  };
}

const SUIT_SYMBOL: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

function pretty(call: string): string {
  return call.replace(/^(\d)([CDHS])$/, (_m, level: string, suit: string) => `${level}${SUIT_SYMBOL[suit]}`);
}

/** The card as text, one call per line, in English or German. */
export function formatConventionCard(card: ConventionCard, lang: 'en' | 'de' = 'en'): string {
  const lines: string[] = [`${card.system.name[lang]} [${card.system.id}]`, ''];
  const alertMark = lang === 'de' ? ' (Alert)' : ' (alert)';
  const writeSection = (s: CardSection) => {
    lines.push(s.title[lang]);
    for (const c of s.calls) {
      const also =
        c.also.length === 0
          ? ''
          : ` (${lang === 'de' ? 'auch' : 'also'}: ${c.also.map((x) => x[lang]).join('; ')})`;
      lines.push(
        `  ${pretty(c.call).padEnd(4)}${c.alert ? alertMark : ''}  ${describeMeaning(c.meaning, lang)} [${c.ruleId}]${also}`,
      );
    }
    lines.push('');
  };
  writeSection(card.openings);
  for (const s of card.responses) writeSection(s);
  lines.push(lang === 'de' ? 'Konventionen' : 'Conventions');
  for (const c of card.conventions) {
    const count = c.rules.length;
    const rules = lang === 'de' ? `${count} Regeln` : `${count} rule${count === 1 ? '' : 's'}`;
    lines.push(`  ${c.name[lang]}: ${c.summary.map((x) => x[lang]).join('; ')} (${rules})`);
  }
  lines.push('');
  lines.push(lang === 'de' ? 'Künstliche Ansagen (Alert)' : 'Artificial calls (alerted)');
  for (const a of card.alerts) lines.push(`  ${a.ruleId}: ${a.name[lang]}: ${a.alert[lang]}`);
  lines.push('');
  lines.push(lang === 'de' ? 'Gegenreizung' : 'Defensive agreements');
  lines.push('');
  for (const s of card.defence) writeSection(s);
  return `${lines.join('\n').trimEnd()}\n`;
}
