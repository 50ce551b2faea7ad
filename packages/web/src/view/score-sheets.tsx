import {
  type BoardResult,
  parseContract,
  type RubberColumn,
  type RubberEntry,
  type RubberSheet,
  SEAT_NAMES,
  type Vulnerability,
} from '@tenace/engine';
import type { ScoreLine, ScoreSheet } from '@tenace/server/protocol';
import { usePrefs } from '../prefs.js';
import { strainLabel } from './auction.js';

/** The contract as players write it: 4♠X by South. */
export function useContractText(): (result: BoardResult) => string {
  const { prefs, t } = usePrefs();
  return (result) => {
    if (result.passedOut) return t.passedOut;
    const c = result.contract;
    const contract = `${c.level}${strainLabel(c.strain, prefs.lang)}${c.risk}`;
    const need = c.level + 6;
    const outcome = result.tricks >= need ? t.made(result.tricks - need) : t.down(need - result.tricks);
    return `${contract} ${SEAT_NAMES[prefs.lang][result.declarer]}, ${outcome}`;
  };
}

/** One board's duplicate result: contract, tricks and the score for each side. */
export function DuplicateResult(props: {
  board: number | null;
  result: BoardResult;
  vulnerability: Vulnerability;
}) {
  const { t } = usePrefs();
  const text = useContractText();
  const ns = props.result.passedOut ? 0 : props.result.nsScore;
  return (
    <table className="score-table duplicate-result">
      <caption>
        {t.result}
        {props.board !== null ? ` · ${t.board} ${props.board}` : ''} · {t.vulnerable}:{' '}
        {t.vul[props.vulnerability]}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t.contract}</th>
          <th scope="col">{t.tricks}</th>
          <th scope="col">{t.nsScore}</th>
          <th scope="col">{t.ewScore}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className="contract-text">{text(props.result)}</td>
          <td>{props.result.passedOut ? '–' : props.result.tricks}</td>
          <td className="ns-score">{ns > 0 ? ns : ''}</td>
          <td className="ew-score">{ns < 0 ? -ns : ''}</td>
        </tr>
      </tbody>
    </table>
  );
}

function EntryList(props: { entries: readonly RubberEntry[] }) {
  const { t } = usePrefs();
  return (
    <>
      {props.entries.map((e) => (
        // A column holds at most one entry of each kind per deal.
        <div
          className={`entry kind-${e.kind}`}
          key={`${e.deal}-${e.kind}`}
          title={`${t.deal} ${e.deal}: ${t.scoreKinds[e.kind]}`}
        >
          {e.points}
        </div>
      ))}
    </>
  );
}

function RubberHalf(props: { column: RubberColumn; head: string }) {
  const { t } = usePrefs();
  // Above the line the latest entry is written highest, so the list is reversed.
  return (
    <div className={`rubber-column side-${props.column.side}`}>
      <div className="rubber-head">{props.head}</div>
      <div className="above" title={t.aboveLine}>
        <EntryList entries={[...props.column.above].reverse()} />
      </div>
      <div className="below" title={t.belowLine}>
        {props.column.below.map((game, g) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered by position
          <div className="game" key={g} title={t.game(g + 1)}>
            <EntryList entries={game} />
          </div>
        ))}
      </div>
      <div className="rubber-total">{props.column.total}</div>
    </div>
  );
}

/**
 * The rubber sheet as drawn on paper: a "We" and a "They" column, honours, overtricks, penalties
 * and bonuses above the line, trick points below it, a line under each game won.
 */
export function RubberScoreSheet(props: { sheet: RubberSheet }) {
  const { t } = usePrefs();
  const s = props.sheet;
  return (
    <section className="rubber-sheet" aria-label={t.kinds.rubber}>
      <div className="rubber-columns">
        <RubberHalf column={s.we} head={t.we} />
        <RubberHalf column={s.they} head={t.they} />
      </div>
      <p className="rubber-status">
        {t.game(s.games.NS + s.games.EW + (s.status === 'playing' ? 1 : 0))} · {t.vulnerable}:{' '}
        {t.vul[s.vulnerability]}
        {' · '}
        {t.total}: {s.we.total} – {s.they.total}
      </p>
    </section>
  );
}

function contractCell(line: ScoreLine, lang: 'en' | 'de', passedOut: string): string {
  if (line.contract === null || line.declarer === null) return passedOut;
  const c = parseContract(line.contract);
  if (!c.ok) return line.contract;
  const bid = `${c.value.level}${strainLabel(c.value.strain, lang)}${c.value.risk}`;
  const need = c.value.level + 6;
  const tricks = line.tricks ?? need;
  const res = tricks === need ? '=' : tricks > need ? `+${tricks - need}` : `−${need - tricks}`;
  return `${bid} ${SEAT_NAMES[lang][line.declarer]} ${res}`;
}

function unitValue(value: number, unit: ScoreSheet['unit']): string {
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  if (unit === 'imps') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return String(value);
}

/**
 * A session's running score, deal by deal, as the table server keeps it: Chicago points, pairs
 * percentages (matchpoints or cross-IMPs against the session's other results) or a team match's
 * IMPs with the other table's score beside this one.
 */
export function LinesSheet(props: { sheet: ScoreSheet }) {
  const { prefs, t } = usePrefs();
  const s = props.sheet;
  const teams = s.kind === 'teams';
  const duplicate = s.kind === 'pairs' || teams;
  return (
    <table className={`score-table lines-sheet kind-${s.kind}`}>
      <caption>
        {t.kinds[s.kind]} · {s.unit === 'percent' ? t.matchpoints : s.unit === 'imps' ? t.imps : t.score}
      </caption>
      <thead>
        <tr>
          <th scope="col">{duplicate ? t.board : t.deal}</th>
          <th scope="col">{t.contract}</th>
          {duplicate ? <th scope="col">{t.score}</th> : null}
          {teams ? <th scope="col">{t.table2}</th> : null}
          <th scope="col">{t.nsScore}</th>
          <th scope="col">{t.ewScore}</th>
        </tr>
      </thead>
      <tbody>
        {s.lines.map((line) => (
          <tr key={line.deal}>
            <td>{line.board ?? line.deal}</td>
            <td>{contractCell(line, prefs.lang, t.passedOut)}</td>
            {duplicate ? <td>{line.score}</td> : null}
            {teams ? <td>{line.otherScore ?? '…'}</td> : null}
            <td className="ns">{teams && line.imps == null ? '…' : unitValue(line.ns, s.unit)}</td>
            <td className="ew">{teams && line.imps == null ? '…' : unitValue(line.ew, s.unit)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={duplicate ? (teams ? 4 : 3) : 2}>
            {t.total}
          </th>
          <td className="ns-total">{unitValue(s.totals.NS, s.unit)}</td>
          <td className="ew-total">{unitValue(s.totals.EW, s.unit)}</td>
        </tr>
        <tr>
          <td colSpan={duplicate ? (teams ? 6 : 5) : 4} className="sheet-status">
            {prefs.lang === 'de' ? s.statusDe : s.status}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
