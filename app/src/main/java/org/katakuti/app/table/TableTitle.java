package org.katakuti.app.table;

import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.i18n.Texts;

/** The window's title during a match: the table, the game and the score, as the task bar shows it. */
final class TableTitle {

    private TableTitle() {
    }

    /** @return e.g. "Katakuti — Gomoku — 2 : 1", the wins of crosses first, in the language's digits */
    static String of(Texts texts, MatchRecord record) {
        Match score = record.score();
        return texts.format("title.match", texts.get("app.title"), Names.game(texts, record.game()),
                texts.number(score.wins(Side.ONE)), texts.number(score.wins(Side.TWO)));
    }
}
