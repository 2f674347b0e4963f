package org.katakuti.api.rules;

/**
 * The rule book's ids of the seven games, as constants: what {@link Game#id()}
 * returns, what {@link Games#byId} takes and what the command line, the logs
 * and the protocols write.
 *
 * @since 1.0
 */
public final class GameIds {

    /** Three in a row on 3x3. */
    public static final String TIC_TAC_TOE = "tic-tac-toe";
    /** Three in a row on 3x3, where completing a line loses. */
    public static final String MISERE = "misere";
    /** Four in a row on 4x4. */
    public static final String FOUR_BY_FOUR = "four-by-four";
    /** Five or more in a row on 9x9. */
    public static final String FIVE_IN_A_ROW = "five-in-a-row";
    /** Five or more in a row on 15x15. */
    public static final String GOMOKU = "gomoku";
    /** Nine small grids in a big one. */
    public static final String ULTIMATE = "ultimate";
    /** The Indian nine men's morris with corner diagonals. */
    public static final String TIGADI = "tigadi";

    private GameIds() {
    }
}
