import { type Auction, type Call, callsEqual } from '@tenace/engine';
import { useState } from 'react';
import { usePrefs } from '../prefs.js';
import { callLabel } from './auction.js';
import { type BoxButton, boxModel, isSkipBid } from './bidding.js';
import { irregularityLabel, type TableBoxButton, tableBoxModel } from './rulings.js';

/** A call as it leaves the box: the call and, when the player alerts it, the explanation he gives. */
export interface BoxCall {
  readonly call: Call;
  readonly alert?: string;
}

function callKey(call: Call): string {
  return call.type === 'bid' ? `${call.level}${call.strain}` : call.type;
}

/**
 * The bidding box: 35 bids, Pass, X and XX, the ones the engine does not allow greyed out. A skip
 * bid first lays down the stop card and waits for a second click (seed 004); an alert can be
 * attached with its explanation. `hint` marks the call the robot would make.
 */
export function BiddingBox(props: {
  auction: Auction;
  onCall: (call: BoxCall) => void;
  hint?: Call | null | undefined;
  onHint?: (() => void) | undefined;
  disabled?: boolean;
  /** Table mode: every call is live; those not among `lawful` are marked irregular (out of turn, insufficient). */
  table?: { readonly lawful: readonly Call[]; readonly myTurn: boolean } | undefined;
}) {
  const { prefs, t } = usePrefs();
  const model =
    props.table === undefined
      ? boxModel(props.auction)
      : tableBoxModel(props.auction, props.table.lawful, props.table.myTurn);
  const [pending, setPending] = useState<Call | null>(null);
  const [alerting, setAlerting] = useState(false);
  const [alertText, setAlertText] = useState('');

  const submit = (call: Call) => {
    const text = alertText.trim();
    props.onCall(alerting && text !== '' ? { call, alert: text } : { call });
    setPending(null);
    setAlerting(false);
    setAlertText('');
  };
  const choose = (call: Call, irregular: boolean) => {
    if (!irregular && isSkipBid(props.auction, call) && (pending === null || !callsEqual(pending, call))) {
      setPending(call);
      return;
    }
    submit(call);
  };
  const button = (b: BoxButton | TableBoxButton, extra = '') => {
    const isHint = props.hint != null && callsEqual(props.hint, b.call);
    const strainClass = b.call.type === 'bid' ? ` strain-${b.call.strain}` : ` call-${b.call.type}`;
    const irregular = 'irregular' in b ? b.irregular : null;
    const mark = irregular === null ? '' : ` irregular irregular-${irregular}`;
    return (
      <button
        type="button"
        key={callKey(b.call)}
        className={`box-call${strainClass}${isHint ? ' hint' : ''}${mark}${extra}`}
        disabled={!b.legal || props.disabled === true}
        data-call={callKey(b.call)}
        data-irregular={irregular ?? undefined}
        title={irregular === null ? undefined : irregularityLabel(irregular, prefs.lang)}
        onClick={() => choose(b.call, irregular !== null)}
      >
        {callLabel(b.call, prefs.lang)}
        {irregular === null ? null : (
          <span className="irregular-mark" aria-hidden="true">
            !
          </span>
        )}
      </button>
    );
  };
  return (
    <section className="bidding-box" aria-label={t.auction}>
      <div className="box-bids">{model.bids.map((row) => row.map((b) => button(b)))}</div>
      <div className="box-others">
        {button(model.pass, ' pass')}
        {button(model.double, ' double')}
        {button(model.redouble, ' redouble')}
      </div>
      <div className="box-tools">
        <label className="alert-toggle">
          <input type="checkbox" checked={alerting} onChange={(e) => setAlerting(e.target.checked)} />{' '}
          {t.alert}
        </label>
        {alerting ? (
          <input
            className="alert-text"
            value={alertText}
            placeholder={t.explanation}
            aria-label={t.explanation}
            onChange={(e) => setAlertText(e.target.value)}
          />
        ) : null}
        {props.onHint ? (
          <button type="button" className="hint-button" onClick={props.onHint}>
            {t.hint}
          </button>
        ) : null}
        {props.hint ? (
          <span className="hint-text">{t.robotWouldBid(callLabel(props.hint, prefs.lang))}</span>
        ) : null}
      </div>
      {pending !== null ? (
        <div className="stop-card" role="alertdialog" aria-label={t.stop}>
          <span className="stop-sign">STOP</span>
          <span>{t.stopHelp}</span>
          <button type="button" className="box-call confirm" onClick={() => submit(pending)}>
            {callLabel(pending, prefs.lang)}
          </button>
          <button type="button" onClick={() => setPending(null)}>
            {t.cancel}
          </button>
        </div>
      ) : null}
    </section>
  );
}
