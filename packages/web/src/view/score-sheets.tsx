import {
  type BoardResult,
  type ChicagoSheet,
  formatContract,
  type PairsStandings,
  type RubberColumn,
  type RubberEntry,
  type RubberSheet,
  SEAT_NAMES,
  type TeamMatchSheet,
  type Vulnerability,
} from '@tenace/engine';
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

/** The Chicago sheet: four deals with their vulnerability and the points each side wrote. */
export function ChicagoScoreSheet(props: { sheet: ChicagoSheet }) {
  const { prefs, t } = usePrefs();
  const s = props.sheet;
  return (
    <table className="score-table chicago-sheet">
      <caption>{t.kinds.chicago}</caption>
      <thead>
        <tr>
          <th scope="col">{t.deal}</th>
          <th scope="col">{t.dealer}</th>
          <th scope="col">{t.vulnerable}</th>
          <th scope="col">{t.nsScore}</th>
          <th scope="col">{t.ewScore}</th>
        </tr>
      </thead>
      <tbody>
        {s.deals.map((d, i) => {
          const ns = d.items.filter((x) => x.side === 'NS').reduce((a, x) => a + x.points, 0);
          const ew = d.items.filter((x) => x.side === 'EW').reduce((a, x) => a + x.points, 0);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a redeal shares its deal number, so position is the key
            <tr key={i} className={d.counted ? '' : 'redeal'}>
              <td>{d.deal}</td>
              <td>{SEAT_NAMES[prefs.lang][d.dealer]}</td>
              <td>{t.vul[d.vulnerability]}</td>
              <td>{d.counted ? ns || '' : t.passedOut}</td>
              <td>{d.counted ? ew || '' : ''}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t.total}
          </th>
          <td className="ns-total">{s.totals.NS}</td>
          <td className="ew-total">{s.totals.EW}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A team match's running score: each board's two table results, the swing and the IMPs. */
export function TeamScoreSheet(props: { sheet: TeamMatchSheet }) {
  const { t } = usePrefs();
  const s = props.sheet;
  return (
    <table className="score-table team-sheet">
      <caption>{t.kinds.teams}</caption>
      <thead>
        <tr>
          <th scope="col">{t.board}</th>
          <th scope="col">{t.table1}</th>
          <th scope="col">{t.table2}</th>
          <th scope="col">{t.teamA}</th>
          <th scope="col">{t.teamB}</th>
        </tr>
      </thead>
      <tbody>
        {s.boards.map((b) => (
          <tr key={String(b.board)}>
            <td>{b.board}</td>
            <td>{b.table1Ns}</td>
            <td>{b.table2Ns}</td>
            <td>{b.imps > 0 ? b.imps : ''}</td>
            <td>{b.imps < 0 ? -b.imps : ''}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t.imps}
          </th>
          <td className="imps-a">{s.impsA}</td>
          <td className="imps-b">{s.impsB}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A pairs session's standings: matchpoints and percentage per pair, best first. */
export function PairsScoreSheet(props: { standings: PairsStandings; highlight?: string | number }) {
  const { t } = usePrefs();
  const s = props.standings;
  return (
    <table className="score-table pairs-sheet">
      <caption>
        {t.kinds.pairs} · {t.matchpoints}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t.rank}</th>
          <th scope="col">{t.pair}</th>
          <th scope="col">{t.boards}</th>
          <th scope="col">{t.matchpoints}</th>
          <th scope="col">{t.percent}</th>
        </tr>
      </thead>
      <tbody>
        {s.pairs.map((p, i) => (
          <tr key={String(p.pair)} className={p.pair === props.highlight ? 'highlight' : ''}>
            <td>{i + 1}</td>
            <td>{p.pair}</td>
            <td>{p.boards}</td>
            <td>
              {formatUnits(p.units)} / {formatUnits(p.top)}
            </td>
            <td>{p.percent.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Matchpoints are counted in units of half a top-step; show at most one decimal. */
export function formatUnits(units: number): string {
  return Number.isInteger(units) ? String(units) : units.toFixed(1);
}

/** The contract in letters, for file names and plain text. */
export function contractLetters(result: BoardResult): string {
  return result.passedOut ? 'PASS' : `${formatContract(result.contract)}${result.declarer}`;
}
