import type { DecisionKind } from './types.js';

// What each decision means, in our own short words (English and German), for the Director's
// panel and for players who want to know why the table waits. Not the text of the Laws.

/** One explanation: the Law it rests on and two short paragraphs. */
export interface LawExplanation {
  readonly law: string;
  readonly en: string;
  readonly de: string;
}

/** The explanation of every decision kind. */
export const DECISION_EXPLANATIONS: Readonly<Record<DecisionKind, LawExplanation>> = {
  insufficientBid: {
    law: '27',
    en: "A bid that does not beat the last bid. The next player (the offender's left-hand opponent) may accept it; then it stands and later bids must beat it. If he does not, the offender replaces it. The lowest sufficient bid in the same strain costs nothing; a call with the same meaning (comparable, decided by the Director) costs nothing; any other call silences the offender's partner for the rest of the auction and may restrict the opening lead.",
    de: 'Ein Gebot, das das letzte Gebot nicht überbietet. Der nächste Spieler (linker Gegner des Schuldigen) kann es annehmen; dann gilt es und spätere Gebote müssen es überbieten. Sonst ersetzt der Schuldige es. Das niedrigste genügende Gebot in derselben Farbe kostet nichts; eine Ansage mit gleicher Bedeutung (vergleichbar, entscheidet der Turnierleiter) kostet nichts; jede andere Ansage lässt den Partner bis zum Ende der Reizung passen und kann das Ausspiel beschränken.',
  },
  callOutOfRotation: {
    law: '28-32',
    en: "A call made when it was someone else's turn. The offender's left-hand opponent may accept it, and the auction goes on from there. If not, it is cancelled and the turn goes back. A pass at the right-hand opponent's turn: the offender passes at his next turn. A bid, double or redouble at that turn: if the next player passes the offender repeats it, otherwise he calls freely. At partner's or left-hand opponent's turn: the offender calls freely later; unless that call is comparable, partner passes once and the lead may be restricted.",
    de: 'Eine Ansage, als ein anderer an der Reihe war. Der linke Gegner des Schuldigen kann sie annehmen; die Reizung geht dann von dort weiter. Sonst wird sie aufgehoben und die Reihe geht zurück. Eine Passe, als der rechte Gegner dran war: der Schuldige passt bei seiner nächsten Ansage. Ein Gebot, Kontra oder Rekontra in dieser Lage: passt der nächste Spieler, wiederholt der Schuldige es, sonst sagt er frei an. Zur Zeit des Partners oder des linken Gegners: der Schuldige sagt später frei an; ist das nicht vergleichbar, passt der Partner einmal und das Ausspiel kann beschränkt werden.',
  },
  comparableCall: {
    law: '23',
    en: "The Director decides whether the new call is comparable to the withdrawn one: the same or a similar meaning, a narrower meaning, or the same purpose. Comparable: no further rectification (the score may still be adjusted if the withdrawn call helped). Not comparable: the offender's partner must pass (for the rest of the auction after an insufficient bid, once after a call out of rotation) and declarer may restrict the opening lead. Default: not comparable.",
    de: 'Der Turnierleiter entscheidet, ob die neue Ansage mit der zurückgenommenen vergleichbar ist: gleiche oder ähnliche Bedeutung, eine engere Bedeutung oder derselbe Zweck. Vergleichbar: keine weitere Berichtigung (das Ergebnis kann noch berichtigt werden, wenn die zurückgenommene Ansage geholfen hat). Nicht vergleichbar: der Partner des Schuldigen muss passen (nach ungenügendem Gebot bis zum Ende der Reizung, nach Ansage außer Reihenfolge einmal) und der Alleinspieler kann das Ausspiel beschränken. Vorgabe: nicht vergleichbar.',
  },
  openingLeadOutOfTurn: {
    law: '54',
    en: "The wrong defender faced the opening lead. Declarer chooses: accept it and play second from his own hand; accept it and become dummy, his partner playing the hand; or refuse it: the card becomes a major penalty card and the correct defender leads, with declarer's options on that lead.",
    de: 'Der falsche Gegenspieler hat offen ausgespielt. Der Alleinspieler wählt: annehmen und als Zweiter aus der eigenen Hand spielen; annehmen und Dummy werden, sein Partner spielt; oder ablehnen: die Karte wird große Strafkarte und der richtige Gegenspieler spielt aus, mit den Ausspieloptionen des Alleinspielers.',
  },
  leadOutOfTurn: {
    law: '53, 56',
    en: "A defender led when it was not his lead. Declarer may accept the lead (also by playing a card from the next hand). If he does not, the correct hand leads and the card becomes a major penalty card; if the correct leader is the offender's partner, declarer gets the penalty-card lead options at once. If declarer simply leads from the correct hand, his lead stands and the card goes back to the defender's hand (L53B). At the 13th trick the lead cannot be accepted.",
    de: 'Ein Gegenspieler hat ausgespielt, obwohl er nicht am Ausspiel war. Der Alleinspieler kann das Ausspiel annehmen (auch indem er aus der nächsten Hand zugibt). Sonst spielt die richtige Hand aus und die Karte wird große Strafkarte; ist der richtige Ausspieler der Partner des Schuldigen, hat der Alleinspieler sofort die Optionen für Strafkarten. Spielt der Alleinspieler einfach aus der richtigen Hand aus, gilt sein Ausspiel und die Karte geht auf die Hand des Gegenspielers zurück (L53B). Im 13. Stich kann das Ausspiel nicht angenommen werden.',
  },
  declarerLeadOutOfTurn: {
    law: '55',
    en: "Declarer led from the wrong hand, or when a defender was to lead. The defender next in turn decides: accept the lead, or have it taken back; declarer's card goes back without penalty (declarer never has penalty cards) and the lead comes from the correct hand.",
    de: 'Der Alleinspieler hat aus der falschen Hand ausgespielt oder als ein Gegenspieler am Ausspiel war. Der nächste Gegenspieler entscheidet: annehmen oder zurücknehmen lassen; die Karte geht straflos zurück (der Alleinspieler hat nie Strafkarten) und es wird aus der richtigen Hand ausgespielt.',
  },
  penaltyCardLead: {
    law: '50D2, 51B',
    en: "A defender has a major penalty card and his partner is on lead. Declarer may require the lead of a penalty card's suit, or forbid one or more of those suits for as long as the partner keeps the lead; either way the penalty cards of those suits are picked up. Or he makes no demand: the partner leads freely, the penalty card stays, and the question comes back at the partner's next lead.",
    de: 'Ein Gegenspieler hat eine große Strafkarte und sein Partner ist am Ausspiel. Der Alleinspieler kann die Farbe einer Strafkarte verlangen oder eine oder mehrere dieser Farben verbieten, solange der Partner am Ausspiel bleibt; in beiden Fällen werden die Strafkarten dieser Farben aufgenommen. Oder er verzichtet: der Partner spielt frei aus, die Strafkarte bleibt liegen und die Frage kommt beim nächsten Ausspiel des Partners wieder.',
  },
  leadRestriction: {
    law: '26B',
    en: "The offender's call was withdrawn and replaced by a call that was not comparable. At his partner's first lead, declarer may forbid one suit the offender did not name in the legal auction, for as long as the partner keeps the lead.",
    de: 'Die Ansage des Schuldigen wurde zurückgenommen und durch eine nicht vergleichbare ersetzt. Beim ersten Ausspiel seines Partners kann der Alleinspieler eine Farbe verbieten, die der Schuldige in der legalen Reizung nicht genannt hat, solange der Partner am Ausspiel bleibt.',
  },
  penaltyCardChoice: {
    law: '51A',
    en: 'A defender has two or more penalty cards he could legally play now. Declarer names the one he must play; the others stay on the table.',
    de: 'Ein Gegenspieler hat zwei oder mehr Strafkarten, die er jetzt regelgerecht spielen könnte. Der Alleinspieler bestimmt, welche er spielen muss; die anderen bleiben liegen.',
  },
  penaltyCardNotPlayed: {
    law: '52',
    en: 'A defender played another card when he had to play a penalty card. Declarer may accept the card played (he must once he has played to the trick himself); the penalty card stays. Or he refuses: the penalty card is played instead and the card played becomes a major penalty card.',
    de: 'Ein Gegenspieler hat eine andere Karte gespielt, obwohl er eine Strafkarte spielen musste. Der Alleinspieler kann die gespielte Karte annehmen (er muss, sobald er selbst zum Stich beigetragen hat); die Strafkarte bleibt liegen. Oder er lehnt ab: die Strafkarte wird stattdessen gespielt und die gespielte Karte wird große Strafkarte.',
  },
  disputedClaim: {
    law: '68-71',
    en: "An opponent disputes the claim. Play continues only if the non-claiming side asks for it and all four players agree (L68D2b); otherwise the Director rules how many of the remaining tricks the claimer's side gets: as fairly as possible, with doubtful points against the claimer, allowing no line the claimer did not state when a less successful normal line exists. A double-dummy line check can help but does not decide. Default: play continues.",
    de: 'Ein Gegner bestreitet den Claim. Weitergespielt wird nur, wenn die Seite, die nicht claimt, es verlangt und alle vier Spieler zustimmen (L68D2b); sonst entscheidet der Turnierleiter, wie viele der restlichen Stiche die Seite des Claimenden erhält: so gerecht wie möglich, Zweifel gehen zu Lasten des Claimenden, und kein nicht angesagter Spielweg zählt, wenn es einen weniger erfolgreichen normalen gibt. Eine Double-Dummy-Prüfung hilft, entscheidet aber nicht. Vorgabe: es wird weitergespielt.',
  },
};

/** The explanation of the revoke rules, shown with the adjustment at the end of play. */
export const REVOKE_EXPLANATION: LawExplanation = {
  law: '61-64',
  en: "A revoke is failing to follow suit when able (or to play a card or suit the Laws require). Noticed before the offender or his partner plays to the next trick, it is corrected: the card is taken back (a defender's becomes a major penalty card) and cards played after it may be changed. Once established it stands, and at the end of play the non-offenders get one trick if the offending side won the revoke trick or a later one, two if the offender himself won the revoke trick and his side won a later trick. No transfer for a revoke on the 12th trick (it is corrected instead), for a second revoke in the same suit by the same player, for failing to play a card that lay face up (dummy's, or one's own penalty card), or when both sides revoked.",
  de: 'Ein Revoke ist das Nichtbedienen trotz passender Karte (oder das Nichtspielen einer von den Regeln verlangten Karte oder Farbe). Wird er bemerkt, bevor der Schuldige oder sein Partner zum nächsten Stich beiträgt, wird er berichtigt: die Karte wird zurückgenommen (bei Gegenspielern als große Strafkarte) und danach gespielte Karten dürfen geändert werden. Danach ist er vollendet und bleibt stehen; am Ende erhalten die Nichtschuldigen einen Stich, wenn die schuldige Seite den Revoke-Stich oder einen späteren gewann, zwei, wenn der Schuldige selbst den Revoke-Stich gewann und seine Seite einen späteren. Kein Ausgleich bei einem Revoke im 12. Stich (er wird berichtigt), bei einem zweiten Revoke in derselben Farbe durch denselben Spieler, wenn eine offen liegende Karte nicht gespielt wurde (des Dummys oder die eigene Strafkarte) oder wenn beide Seiten revoziert haben.',
};
