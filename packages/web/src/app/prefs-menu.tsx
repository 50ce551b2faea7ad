import { usePrefs } from '../prefs.js';

/** The player's own settings: language, four-colour deck, card size, text view. */
export function PrefsMenu() {
  const { prefs, t, setPrefs } = usePrefs();
  return (
    <details className="prefs-menu">
      <summary>{t.settings}</summary>
      <div className="prefs-panel">
        <label>
          {t.language}{' '}
          <select
            name="lang"
            value={prefs.lang}
            onChange={(e) => setPrefs({ lang: e.target.value === 'de' ? 'de' : 'en' })}
          >
            <option value="en">English</option>
            <option value="de">Deutsch</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            name="fourColour"
            checked={prefs.fourColour}
            onChange={(e) => setPrefs({ fourColour: e.target.checked })}
          />{' '}
          {t.fourColour}
        </label>
        <label>
          {t.cardSize}{' '}
          <select
            name="cardSize"
            value={prefs.cardSize}
            onChange={(e) => setPrefs({ cardSize: e.target.value as 'small' | 'medium' | 'large' })}
          >
            {(['small', 'medium', 'large'] as const).map((s) => (
              <option key={s} value={s}>
                {t.sizes[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            name="textView"
            checked={prefs.textView}
            onChange={(e) => setPrefs({ textView: e.target.checked })}
          />{' '}
          {t.textView}
        </label>
      </div>
    </details>
  );
}
