package org.katakuti.app.bots.gomoku;

import java.util.Random;

import org.katakuti.api.bot.Deadline;

/**
 * The easy five-in-a-row bot: marks next to the marks already down, somewhat
 * at random among the better-looking squares. It always completes its own five,
 * but blocks a four only now and then, and an open three more rarely still.
 */
final class EasyBot extends MarkingBot {

    /** How often a four is blocked. */
    private static final double BLOCKS_FOUR = 0.6;
    /** How often an open three is blocked. */
    private static final double BLOCKS_THREE = 0.3;
    /** The pick is made at random among this many of the best-looking squares. */
    private static final int CHOICES = 5;

    EasyBot(long seed) {
        super(seed);
    }

    @Override
    int chooseSquare(ShapeBoard board, Deadline deadline) {
        int me = board.toMove();
        int opponent = 3 - me;
        Random random = random();
        int win = five(board);
        if (win >= 0) {
            return win;
        }
        int block = board.winningSquare(opponent);
        if (block >= 0 && random.nextDouble() < BLOCKS_FOUR) {
            report(1, 1, "blocks a four");
            return block;
        }
        if (block < 0 && board.count(opponent, Shapes.WINNING_FOUR) > 0 && random.nextDouble() < BLOCKS_THREE) {
            for (int square = 0; square < board.size(); square++) {
                if (board.isNearMarks(square) && board.threat(square, opponent) == Shapes.WINNING_FOUR) {
                    report(1, 1, "blocks an open three");
                    return square;
                }
            }
        }
        return nextToTheMarks(board, me, opponent, random);
    }

    /** A square touching a mark, picked at random among the few that look best. */
    private int nextToTheMarks(ShapeBoard board, int me, int opponent, Random random) {
        int n = 0;
        int[] all = new int[board.size()];
        int[] allKeys = new int[board.size()];
        for (int square = 0; square < board.size(); square++) {
            if (board.mark(square) == ShapeBoard.EMPTY && board.isNextToMarks(square)) {
                all[n] = square;
                allKeys[n] = board.value(square, me) + board.value(square, opponent) / 2 + random.nextInt(16);
                n++;
            }
        }
        if (n == 0) {
            return -1;
        }
        ThreatSearch.sortByKey(all, allKeys, n);
        report(n, 1, "");
        return all[random.nextInt(Math.min(CHOICES, n))];
    }
}
