package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Deadline;

/**
 * The normal five-in-a-row bot: sees the immediate threats and nothing deeper.
 * It completes a five, blocks a four, makes an open four, answers an open three
 * (with a four-three of its own when it has one, else by blocking it), and
 * otherwise marks the square whose result looks best one move ahead.
 */
final class NormalBot extends MarkingBot {

    /** Random jitter added to one-move scores, so near-equal squares vary with the seed. */
    private static final int JITTER = 24;

    NormalBot(long seed) {
        super(seed);
    }

    @Override
    int chooseSquare(ShapeBoard board, Deadline deadline) {
        int me = board.toMove();
        int opponent = 3 - me;
        int win = board.winningSquare(me);
        if (win >= 0) {
            report(1, 1, "five");
            return win;
        }
        int block = board.winningSquare(opponent);
        if (block >= 0) {
            report(1, 1, "blocks a four");
            return block;
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
     * Plays each square near the marks where {@code player} would make at least
     * {@code threat}, and keeps the one whose result evaluates best for the mover.
     */
    private int bestOneMoveAhead(ShapeBoard board, int player, int threat) {
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        int tried = 0;
        for (int square = 0; square < board.size(); square++) {
            if (!board.isNearMarks(square) || board.threat(square, player) < threat) {
                continue;
            }
            board.play(square);
            int score = -Evaluation.of(board) + random().nextInt(JITTER);
            board.undo();
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
