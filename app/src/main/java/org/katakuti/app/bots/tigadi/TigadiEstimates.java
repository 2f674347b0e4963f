package org.katakuti.app.bots.tigadi;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.api.rules.tigadi.TigadiPosition;
import org.katakuti.app.bots.Estimate;

/**
 * The hard tigadi bot's judgement of a position, for the analysis of a game:
 * its alpha-beta search with its positional evaluation, to a fixed depth and
 * a cap on positions, with a fresh table and no dislike of draws, so the same
 * position always gets the same estimate (unless the deadline cuts the search
 * short first). The score, in hundredths of a goti, is read as an expected
 * score: even is 1/2, a goti ahead about 2/3, a forced win 1.
 */
public final class TigadiEstimates {

    /** The score, in hundredths of a goti, that makes odds of e to 1. */
    static final double SCALE = 150;
    /** 2^16 positions, 1 MB: plenty for a search of a few hundred milliseconds. */
    private static final int TABLE_BITS = 16;

    private TigadiEstimates() {
    }

    /**
     * @param position an ongoing tigadi position
     * @param depth the deepest iteration, in turns
     * @param maxNodes a cap on the positions searched
     * @param deadline stops the search early, if it comes first
     * @return the expected score of the seat to move, and the move the search prefers
     * @throws IllegalArgumentException when the game is over or is not tigadi
     */
    public static Estimate estimate(TigadiPosition position, int depth, long maxNodes, Deadline deadline) {
        TigadiBoard board = TigadiBots.boardOf(position);
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        AlphaBetaSearch search = new AlphaBetaSearch(new PositionalEvaluation(), new TranspositionTable(TABLE_BITS),
                true, 0);
        int best = search.run(board, moves, count, Math.max(1, Math.min(depth, AlphaBetaSearch.MAX_DEPTH)), maxNodes,
                deadline, Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE);
        int score = search.depthReached() > 0 ? search.completedScore() : search.score();
        boolean proven = Math.abs(score) >= AlphaBetaSearch.WON;
        return new Estimate(expected(score), TigadiBoard.toMove(best), proven);
    }

    /** @return a search score read as the expected score of the seat it is for */
    static double expected(int score) {
        if (score >= AlphaBetaSearch.WON) {
            return 1;
        }
        if (score <= -AlphaBetaSearch.WON) {
            return 0;
        }
        return 1 / (1 + Math.exp(-score / SCALE));
    }
}
