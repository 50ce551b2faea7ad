import { rubberSheet } from '@tenace/engine';
import type { ScoreSheet } from '@tenace/server/protocol';
import { usePrefs } from '../prefs.js';
import { LinesSheet, RubberScoreSheet } from '../view/score-sheets.js';
import { rubbersFromLines } from '../view/session-sheet.js';

/** The table's score: the rubber sheet with the line, or the lines of a Chicago, pairs or team session. */
export function SessionScores(props: { sheet: ScoreSheet }) {
  const { prefs, t } = usePrefs();
  const s = props.sheet;
  if (s.kind !== 'rubber') return <LinesSheet sheet={s} />;
  const { rubbers } = rubbersFromLines(s.lines);
  const current = rubbers[rubbers.length - 1];
  return (
    <section className="session-scores">
      <h3>{t.kinds.rubber}</h3>
      {rubbers.length > 1 ? (
        <p className="earlier-rubbers">
          {rubbers.slice(0, -1).map((r, i) => {
            const sheet = rubberSheet(r);
            // biome-ignore lint/suspicious/noArrayIndexKey: finished rubbers never change or move
            return <span key={i}>{`#${i + 1}: ${sheet.we.total} – ${sheet.they.total}  `}</span>;
          })}
        </p>
      ) : null}
      {current ? <RubberScoreSheet sheet={rubberSheet(current)} /> : null}
      <p className="sheet-status">
        {t.total}: {t.we} {s.totals.NS} · {t.they} {s.totals.EW}.{' '}
        {prefs.lang === 'de' ? s.statusDe : s.status}
      </p>
    </section>
  );
}
