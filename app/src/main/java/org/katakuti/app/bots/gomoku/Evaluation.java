package org.katakuti.app.bots.gomoku;

/**
 * The static worth of a board for the player to move, read from the running
 * shape totals of {@link ShapeBoard} in constant time. The player to move gets
 * the larger weight: its threats are one move nearer, and an eager attacker wins
 * more games than a careful one against players who only block.
 */
final class Evaluation {

    /** Scores beyond this mean a forced result, never an evaluation. */
    static final int LIMIT = 20000;

    private Evaluation() {
    }

    /** Weights, in eighths, of the mover's shapes and the other player's. */
    private static final int MINE = 8;
    private static final int THEIRS = 6;

    static int of(ShapeBoard board) {
        int me = board.toMove();
        int opponent = 3 - me;
        long score = (board.total(me) * (long) MINE - board.total(opponent) * (long) THEIRS) / 8;
        if (board.count(me, Shapes.FOUR_THREE) > 0 && board.countAtLeast(opponent, Shapes.FOUR_ONLY) == 0) {
            // A four-three to play with no four to answer it wins in a few moves.
            score += 4000;
        }
        return (int) Math.max(-LIMIT, Math.min(LIMIT, score));
    }
}
