import type { Card, Seat, Side } from '@tenace/engine';
import { useEffect, useMemo, useState } from 'react';
import type { FinishedDeal } from '../net/table-state.js';
import { usePrefs } from '../prefs.js';
import type { DdRequest } from '../review/dd-messages.js';
import { DEFAULT_SYSTEM, explainAll, type SystemSetting } from '../review/robot-advice.js';
import { useDdAnalysis } from '../review/use-dd.js';
import type { CallNote } from '../view/auction.js';
import { BoardReview } from '../view/review-view.js';
import { DIRECTOR_TEXTS, rulingLine } from '../view/rulings.js';
import { DuplicateResult } from '../view/score-sheets.js';

/**
 * A finished deal: the result and the review (four hands, DD table and par,
 * auction, card-by-card replay with each card's DD cost), analysed in a Web Worker.
 */
export function FinishedPanel(props: {
  finished: FinishedDeal;
  /** The partnerships' systems from the table's settings (null: not known, SAYC for both). */
  systems: Readonly<Record<Side, SystemSetting>> | null;
  onClose: () => void;
}) {
  const { prefs, t } = usePrefs();
  const { view, record, notes } = props.finished;
  // After the deal every call may be explained: the system's meaning fills in what the table
  // did not already say (the opponents' explanations and alerts from the server stay first).
  const [systemNotes, setSystemNotes] = useState<Record<number, CallNote>>({});
  useEffect(() => {
    let live = true;
    const systems = props.systems ?? { NS: DEFAULT_SYSTEM, EW: DEFAULT_SYSTEM };
    void explainAll(systems, view.auction, view.vulnerability, prefs.lang).then(
      (n) => live && setSystemNotes(n),
    );
    return () => {
      live = false;
    };
  }, [props.systems, view.auction, view.vulnerability, prefs.lang]);
  const request = useMemo<DdRequest | null>(() => {
    if (view.deal === null) return null;
    const tricks = view.tricks ?? [];
    const cards: Card[] = tricks.flatMap((tr) => [...tr.cards]);
    const leader: Seat | null = tricks[0]?.leader ?? null;
    return {
      deal: view.deal,
      vulnerability: view.vulnerability,
      dealer: view.dealer,
      strain: view.contract?.strain ?? null,
      leader,
      cards,
    };
  }, [view]);
  const dd = useDdAnalysis(request);
  // Table mode: every ruling of the board, the revoke transfer at the end of play included.
  const rulings = props.finished.tableView?.rulings ?? [];
  return (
    <section className="finished" aria-label={t.result}>
      <div className="finished-head">
        {view.result ? (
          <DuplicateResult board={view.board} result={view.result} vulnerability={view.vulnerability} />
        ) : null}
        <button type="button" className="primary next-board" onClick={props.onClose}>
          {t.nextBoard}
        </button>
      </div>
      {rulings.length > 0 ? (
        <section className="rulings" aria-label={DIRECTOR_TEXTS[prefs.lang].rulings}>
          <ol>
            {rulings.map((r) => (
              <li key={`${r.v}-${r.law}`} className="ruling-line">
                {rulingLine(r, prefs.lang)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {view.deal ? (
        <>
          {dd.busy && dd.dd === null ? <p className="analysing">{t.ddTable} …</p> : null}
          <BoardReview
            key={`${props.finished.deal}-${dd.trace ? 'trace' : 'none'}`}
            data={{
              board: view.board,
              deal: view.deal,
              dealer: view.dealer,
              vulnerability: view.vulnerability,
              auction: view.auction,
              notes: { ...systemNotes, ...notes },
              declarer: view.contract?.declarer ?? null,
              tricks: view.tricks ?? [],
              dd: dd.dd,
              par: dd.par,
              trace: dd.trace,
              pbnUrl: `${record}.pbn`,
              // LIN has no marks for irregularities: a table-mode board is recorded as PBN (and JSON).
              ...(props.finished.tableView ? {} : { linUrl: `${record}.lin` }),
            }}
          />
          {dd.busy && dd.dd !== null ? <p className="analysing">{t.ddCost} …</p> : null}
          {dd.error ? <p className="error">{dd.error}</p> : null}
        </>
      ) : null}
    </section>
  );
}
