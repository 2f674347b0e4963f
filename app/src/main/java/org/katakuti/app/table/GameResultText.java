package org.katakuti.app.table;

import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.i18n.Texts;

/** Puts a finished game's result and its reason into words: "Sita wins: a line." */
public final class GameResultText {

    private GameResultText() {
    }

    /**
     * @param firstSide the side that moved first in that game (seats are read through it)
     */
    public static String describe(Texts texts, MatchSetup setup, Side firstSide, Outcome outcome) {
        String gameId = setup.game().id();
        if (outcome.winner() == null) {
            return texts.format("result.draw", reason(texts, setup, gameId, outcome.reason(), null));
        }
        Side winner = outcome.winner() == Seat.FIRST ? firstSide : firstSide.other();
        return texts.format("result.win", Names.player(texts, setup, winner),
                reason(texts, setup, gameId, outcome.reason(), winner.other()));
    }

    private static String reason(Texts texts, MatchSetup setup, String gameId, Reason reason, Side loser) {
        String key = "reason." + reason.notation();
        if (reason == Reason.LINE && "misere".equals(gameId)) {
            return texts.format("reason.line.misere", Names.player(texts, setup, loser));
        }
        if (reason == Reason.REDUCED) {
            return texts.format(key, Names.sideLabel(texts, setup.game(), loser));
        }
        if ((reason == Reason.LINE || reason == Reason.FULL) && "ultimate".equals(gameId)) {
            return texts.get(key + ".ultimate");
        }
        return texts.get(key);
    }
}
