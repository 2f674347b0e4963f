package org.katakuti.app.bots.tigadi;

import java.util.Random;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.app.bots.Untimed;
import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * A bot that searches: hard (deep, with the positional evaluation) or normal
 * (two turns, counting gotis). Root moves are shuffled with the seed before the
 * search, so among equally good moves the choice varies with the seed and is
 * the same for the same seed.
 */
final class SearchBot extends TigadiBot {

    /** 2^18 positions, 4 MB: small enough for old desktops, plenty for a second of search. */
    static final int HARD_TABLE_BITS = 18;
    static final int NORMAL_TABLE_BITS = 10;
    static final int NORMAL_DEPTH = 2;
    /** The hard bot's dislike of draws, in hundredths of a goti. */
    static final int HARD_CONTEMPT = 15;

    private final AlphaBetaSearch search;
    private final int maxDepth;
    private final long maxNodes;
    private final Random random;

    private SearchBot(AlphaBetaSearch search, int maxDepth, long maxNodes, long seed) {
        this.search = search;
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.random = new Random(seed);
    }

    static SearchBot hard(long seed) {
        return hard(seed, AlphaBetaSearch.MAX_DEPTH, Long.MAX_VALUE);
    }

    /** The hard bot with a depth and node cap: reproducible whatever the machine's speed. */
    static SearchBot hard(long seed, int maxDepth, long maxNodes) {
        AlphaBetaSearch search = new AlphaBetaSearch(new PositionalEvaluation(),
                new TranspositionTable(HARD_TABLE_BITS), true, HARD_CONTEMPT);
        return new SearchBot(search, maxDepth, maxNodes, seed);
    }

    static SearchBot normal(long seed) {
        AlphaBetaSearch search = new AlphaBetaSearch(Evaluation.MATERIAL,
                new TranspositionTable(NORMAL_TABLE_BITS), false, 0);
        return new SearchBot(search, NORMAL_DEPTH, Long.MAX_VALUE, seed);
    }

    @Override
    int choose(TigadiBoard board, Deadline deadline) {
        long start = System.nanoTime();
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        TigadiBots.shuffle(moves, count, random);
        if (count == 1) {
            report(new SearchReport(0, 0, System.nanoTime() - start, "only move"));
            return moves[0];
        }
        long now = deadline.elapsedNanos();
        long remaining = deadline.remainingMillis();
        long stopAt = Long.MAX_VALUE;
        long softStop = Long.MAX_VALUE;
        long unsettledStop = Long.MAX_VALUE;
        if (!Untimed.is(deadline)) {
            long budget = remaining * 1_000_000L;
            long margin = Math.max(2_000_000L, Math.min(50_000_000L, budget / 20));
            long usable = Math.max(0, budget - margin);
            stopAt = now + usable;
            softStop = now + usable / 2;
            unsettledStop = now + usable * 4 / 5;
        }
        int move = search.run(board, moves, count, maxDepth, maxNodes, deadline, stopAt, softStop, unsettledStop);
        report(new SearchReport(search.nodes(), search.depthReached(), System.nanoTime() - start,
                "score " + search.score()));
        return move;
    }
}
