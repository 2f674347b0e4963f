package org.katakuti.app.table;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.app.i18n.Texts;

/**
 * A move put into words for the line under the board: "marked e5", "placed a
 * goti on b4", "slid d2 to d3 and took g7", "passed". The notation stays
 * Latin in every language, as the rule book writes it.
 */
final class MoveWords {

    private MoveWords() {
    }

    static String describe(Texts texts, Game game, Move move) {
        if (move.isPass()) {
            return texts.get("words.pass");
        }
        String words;
        if (move.isSlide()) {
            words = texts.format("words.slide", move.from(), move.to());
        } else if (Names.isGotiGame(game)) {
            words = texts.format("words.place", move.to());
        } else {
            words = texts.format("words.mark", move.to());
        }
        return move.hasCapture() ? texts.format("words.capture", words, move.capture()) : words;
    }

    /** @return the words and, where they say more than a square, the notation too */
    static String withNotation(Texts texts, Game game, Move move) {
        String words = describe(texts, game, move);
        return move.isSlide() || move.hasCapture() || move.isPass() ? words + " (" + move + ")" : words;
    }
}
