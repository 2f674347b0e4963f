package org.katakuti.app.pbrain;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * Freestyle (five or more in a row wins) on a square board of any size the
 * rule book's notation can write: the game a Gomocup manager asks for with
 * {@code START n}. The rule book has two of its sizes, five-in-a-row (9x9) and
 * gomoku (15x15); every other size, the Gomocup's 20x20 above all, is the same
 * game on a board the rule book does not name, with the id {@code freestyle-n}.
 */
public final class Freestyle {

    /** The smallest board a five fits on. */
    public static final int SMALLEST = Games.GOMOKU.k();
    /** The largest board the notation can write: its columns are letters. */
    public static final int LARGEST = Point.MAX_SIDE;
    /** The sizes, for messages: "square boards, 5x5 to 26x26". */
    public static final String SIZES = "square boards, " + SMALLEST + "x" + SMALLEST + " to " + LARGEST + "x"
            + LARGEST;

    private Freestyle() {
    }

    /**
     * @return the game on a board of {@code size}: the rule book's gomoku (15) or five-in-a-row (9), else
     *     a new game {@code freestyle-size}; null below {@link #SMALLEST} and above {@link #LARGEST}
     */
    public static MnkGame board(int size) {
        if (size == Games.GOMOKU.columns()) {
            return Games.GOMOKU;
        }
        if (size == Games.FIVE_IN_A_ROW.columns()) {
            return Games.FIVE_IN_A_ROW;
        }
        return size >= SMALLEST && size <= LARGEST
                ? new MnkGame("freestyle-" + size, size, size, Games.GOMOKU.k(), false) : null;
    }

    /** @return whether {@code game} is freestyle on a board the rule book does not name: not 9x9 nor 15x15 */
    public static boolean isOffTheRuleBook(Game game) {
        return isBoard(game) && game != Games.GOMOKU && game != Games.FIVE_IN_A_ROW;
    }

    /** @return whether {@code game} is freestyle on a square board of a size {@link #board} makes */
    public static boolean isBoard(Game game) {
        if (!(game instanceof MnkGame)) {
            return false;
        }
        MnkGame mnk = (MnkGame) game;
        return mnk.k() == Games.GOMOKU.k() && !mnk.isMisere() && mnk.rows() == mnk.columns()
                && mnk.columns() >= SMALLEST && mnk.columns() <= LARGEST;
    }
}
