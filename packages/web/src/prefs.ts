import type { Language } from '@tenace/engine';
import { createContext, useContext } from 'react';
import { TEXTS, type Texts } from './texts.js';

/** What a player sets for himself: kept in the browser, never sent to the table. */
export interface Prefs {
  readonly lang: Language;
  readonly fourColour: boolean;
  readonly cardSize: 'small' | 'medium' | 'large';
  readonly textView: boolean;
}

/** Defaults for a new visitor: the browser's language when it is German, else English. */
export function defaultPrefs(browserLanguage: string | undefined): Prefs {
  const lang: Language = browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
  return { lang, fourColour: false, cardSize: 'medium', textView: false };
}

/** Reads stored preferences; anything missing or malformed falls back to `fallback`. */
export function readPrefs(stored: string | null, fallback: Prefs): Prefs {
  if (stored === null) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const r = raw as Record<string, unknown>;
  return {
    lang: r.lang === 'de' || r.lang === 'en' ? r.lang : fallback.lang,
    fourColour: typeof r.fourColour === 'boolean' ? r.fourColour : fallback.fourColour,
    cardSize:
      r.cardSize === 'small' || r.cardSize === 'medium' || r.cardSize === 'large'
        ? r.cardSize
        : fallback.cardSize,
    textView: typeof r.textView === 'boolean' ? r.textView : fallback.textView,
  };
}

/** The preferences and texts in force, for every component below the app. */
export interface PrefsValue {
  readonly prefs: Prefs;
  readonly t: Texts;
  readonly setPrefs: (change: Partial<Prefs>) => void;
}

export const PrefsContext = createContext<PrefsValue>({
  prefs: defaultPrefs('en'),
  t: TEXTS.en,
  setPrefs: () => {},
});

/** The preferences and texts of the current player. */
export function usePrefs(): PrefsValue {
  return useContext(PrefsContext);
}
