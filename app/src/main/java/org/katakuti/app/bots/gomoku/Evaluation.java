package org.katakuti.app.bots.gomoku;

/**
 * The static worth of a board for the player to move, read from the running
 * shape totals of {@link ShapeBoard} in constant time. The player to move gets
 * the larger weight: its threats are one move nearer, and an eager attacker wins
 * more games than a careful one against players who only block. On the small
 * board more so: there the second player, a move behind, held more games
 * against an outside engine by building its own shapes than by minding the other's.
 * On a board larger than gomoku's (the Gomocup's 20x20) less so: there no edge
 * cuts the other's attacks short, and minding them won many more games, against
 * itself and against an outside engine (docs/strength.md).
 */
final class Evaluation {

    /** Scores beyond this mean a forced result, never an evaluation. */
    static final int LIMIT = 20000;

    private Evaluation() {
    }

    /** Weights, in eighths, of the mover's shapes and the other player's (docs/strength.md). */
    private static final int MINE = 8;
    private static final int THEIRS = 6;
    private static final int THEIRS_ON_A_SMALL_BOARD = 5;
    private static final int THEIRS_ON_A_LARGE_BOARD = 7;
    /** What a winning combination to play is worth beyond its shapes, the other player having no four. */
    static final int FOUR_THREE_TO_PLAY = 4000;
    static final int DOUBLE_THREE_TO_PLAY = 2000;

    static int of(ShapeBoard board) {
        int me = board.toMove();
        int opponent = 3 - me;
        int theirs = board.isSmall() ? THEIRS_ON_A_SMALL_BOARD
                : board.isLarge() ? THEIRS_ON_A_LARGE_BOARD : THEIRS;
        long score = (board.total(me) * (long) MINE - board.total(opponent) * (long) theirs) / 8;
        if (board.countAtLeast(opponent, Shapes.FOUR_ONLY) == 0) {
            // With no four to answer it, a four-three to play wins in a few moves, and a double three nearly
            // always (blocking one three leaves the other to become an open four).
            if (board.count(me, Shapes.FOUR_THREE) > 0) {
                score += FOUR_THREE_TO_PLAY;
            } else if (board.count(me, Shapes.DOUBLE_THREE) > 0) {
                score += DOUBLE_THREE_TO_PLAY;
            }
        }
        return (int) Math.max(-LIMIT, Math.min(LIMIT, score));
    }
}
