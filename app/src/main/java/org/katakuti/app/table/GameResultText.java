package org.katakuti.app.table;

import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.i18n.Texts;

/**
 * Puts a finished game's result and its reason into words, short enough for
 * the line under the board: "Sita wins: a line.", "Asha wins: Computer (Hard)
 * forfeits: out of time." What the computer did exactly (the referee's
 * {@link GameRecord#detail()}) is for a tooltip or a log, not for this line.
 */
public final class GameResultText {

    private GameResultText() {
    }

    /** @param played a finished game of {@code record} */
    public static String describe(Texts texts, MatchRecord record, GameRecord played) {
        return describe(texts, record, played.first(), played.outcome(), played.forfeit());
    }

    /**
     * @param first the side that moved first in that game (seats are read through it)
     * @param forfeit the kind of forfeit when the reason is {@code forfeit}
     */
    static String describe(Texts texts, MatchRecord record, Side first, Outcome outcome, Forfeit forfeit) {
        if (outcome.winner() == null) {
            return texts.format("result.draw", reason(texts, record, outcome.reason(), null, forfeit));
        }
        Side winner = outcome.winner() == Seat.FIRST ? first : first.other();
        return texts.format("result.win", Names.player(texts, record, winner),
                reason(texts, record, outcome.reason(), winner.other(), forfeit));
    }

    private static String reason(Texts texts, MatchRecord record, Reason reason, Side loser, Forfeit forfeit) {
        Game game = record.game();
        String key = "reason." + reason.notation();
        switch (reason) {
            case FORFEIT:
                return texts.format(key + "." + forfeit.notation(), Names.player(texts, record, loser));
            case RESIGNED:
            case ABANDONED:
                return texts.format(key, Names.player(texts, record, loser));
            case LINE:
                if ("misere".equals(game.id())) {
                    return texts.format("reason.line.misere", Names.player(texts, record, loser));
                }
                return "ultimate".equals(game.id()) ? texts.get(key + ".ultimate") : texts.get(key);
            case FULL:
                return "ultimate".equals(game.id()) ? texts.get(key + ".ultimate") : texts.get(key);
            case REDUCED:
                return texts.format(key, Names.sideLabel(texts, game, loser));
            default:
                return texts.get(key);
        }
    }
}
