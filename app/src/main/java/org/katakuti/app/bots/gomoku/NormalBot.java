package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Deadline;

/**
 * The normal five-in-a-row bot: sees the immediate threats and nothing deeper.
 * It completes a five, blocks a four, makes an open four, answers an open three
 * (with a four-three of its own when it has one, else by blocking it), and
 * otherwise marks the square whose shapes are worth most, for both players,
 * one move deep.
 */
final class NormalBot extends MarkingBot {

    /** Weights of what a square makes for the mover and what it takes from the other. */
    private static final int ATTACK = 5;
    private static final int DEFENCE = 2;
    /** Random jitter added to square scores, so near-equal squares vary with the seed. */
    private static final int JITTER = 24;

    NormalBot(long seed) {
        super(seed);
    }

    @Override
    int chooseSquare(ShapeBoard board, Deadline deadline) {
        int me = board.toMove();
        int opponent = 3 - me;
        int forced = fiveOrBlock(board);
        if (forced >= 0) {
            return forced;
        }
        if (board.count(me, Shapes.WINNING_FOUR) > 0) {
            report(1, 1, "open four");
            return bestOneMoveAhead(board, me, Shapes.WINNING_FOUR);
        }
        if (board.count(opponent, Shapes.WINNING_FOUR) > 0) {
            if (board.count(me, Shapes.FOUR_THREE) > 0) {
                report(1, 1, "four-three");
                return bestOneMoveAhead(board, me, Shapes.FOUR_THREE);
            }
            report(1, 1, "blocks an open three");
            return bestOneMoveAhead(board, opponent, Shapes.WINNING_FOUR);
        }
        return bestOneMoveAhead(board, me, Shapes.NO_THREAT);
    }

    /**
     * Among the squares near the marks where {@code player} would make at least
     * {@code threat}, the one whose shapes are worth most: what it makes for the
     * mover plus what it takes from the other.
     */
    private int bestOneMoveAhead(ShapeBoard board, int player, int threat) {
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        int tried = 0;
        for (int square = 0; square < board.size(); square++) {
            if (!board.isNearMarks(square) || board.threat(square, player) < threat) {
                continue;
            }
            int score = board.value(square, board.toMove()) * ATTACK + board.value(square, 3 - board.toMove()) * DEFENCE
                    + random().nextInt(JITTER);
            tried++;
            if (score > bestScore) {
                bestScore = score;
                best = square;
            }
        }
        if (threat == Shapes.NO_THREAT) {
            report(tried, 1, "");
        }
        return best;
    }
}
