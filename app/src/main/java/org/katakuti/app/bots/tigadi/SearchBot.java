package org.katakuti.app.bots.tigadi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.app.bots.SearchThreads;
import org.katakuti.app.bots.Untimed;

/**
 * A bot that searches: hard (deep, with the positional evaluation) or normal
 * (two turns, counting gotis). Root moves are shuffled with the seed before the
 * search, so among equally good moves the choice varies with the seed and is
 * the same for the same seed.
 *
 * <p>Hard on a clock searches with helper threads beside its own (Lazy SMP):
 * each helper searches the same position with a root order of its own and
 * shares the table, so the main search finds more of its tree already done.
 * A bot capped in depth or positions searches alone, so its moves depend on
 * the position and the seed only.
 */
final class SearchBot extends TigadiBot {

    /** 2^18 positions, 4 MB: small enough for old desktops, plenty for a second of search. */
    static final int HARD_TABLE_BITS = 18;
    static final int NORMAL_TABLE_BITS = 10;
    static final int NORMAL_DEPTH = 2;
    /** The hard bot's dislike of draws, in hundredths of a goti. */
    static final int HARD_CONTEMPT = 15;

    private final TranspositionTable table;
    private final AlphaBetaSearch search;
    /** Searches that help {@link #search} on threads of their own; none for a capped bot. */
    private final AlphaBetaSearch[] helpers;
    private final int maxDepth;
    private final long maxNodes;
    private final Random random;
    /** The helpers' threads, made at the first move that needs them; they end when idle. */
    private ThreadPoolExecutor pool;

    private SearchBot(TranspositionTable table, AlphaBetaSearch search, AlphaBetaSearch[] helpers, int maxDepth,
            long maxNodes, long seed) {
        this.table = table;
        this.search = search;
        this.helpers = helpers;
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.random = new Random(seed);
    }

    /** The hard bot, on as many threads as {@link SearchThreads#count()} gives. */
    static SearchBot hard(long seed) {
        return hard(seed, SearchThreads.count());
    }

    /** The hard bot, searching on {@code threads} threads (1 or more) when it is on a clock. */
    static SearchBot hard(long seed, int threads) {
        TranspositionTable table = new TranspositionTable(HARD_TABLE_BITS);
        AlphaBetaSearch[] helpers = new AlphaBetaSearch[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = hardSearch(table);
        }
        return new SearchBot(table, hardSearch(table), helpers, AlphaBetaSearch.MAX_DEPTH, Long.MAX_VALUE, seed);
    }

    /** The hard bot with a depth and node cap, on one thread: reproducible whatever the machine's speed. */
    static SearchBot hard(long seed, int maxDepth, long maxNodes) {
        TranspositionTable table = new TranspositionTable(HARD_TABLE_BITS);
        return new SearchBot(table, hardSearch(table), new AlphaBetaSearch[0], maxDepth, maxNodes, seed);
    }

    private static AlphaBetaSearch hardSearch(TranspositionTable table) {
        return new AlphaBetaSearch(new PositionalEvaluation(), table, true, HARD_CONTEMPT);
    }

    static SearchBot normal(long seed) {
        TranspositionTable table = new TranspositionTable(NORMAL_TABLE_BITS);
        AlphaBetaSearch search = new AlphaBetaSearch(Evaluation.MATERIAL, table, false, 0);
        return new SearchBot(table, search, new AlphaBetaSearch[0], NORMAL_DEPTH, Long.MAX_VALUE, seed);
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
        table.nextGeneration();
        AtomicBoolean halt = new AtomicBoolean();
        List<Future<?>> helping = startHelpers(board, moves, count, deadline, stopAt, halt);
        int move;
        try {
            move = search.run(board, moves, count, maxDepth, maxNodes, deadline, stopAt, softStop, unsettledStop);
        } finally {
            halt.set(true);
            awaitHelpers(helping);
        }
        long nodes = search.nodes();
        for (int i = 0; i < helping.size(); i++) {
            nodes += helpers[i].nodes();
        }
        report(new SearchReport(nodes, search.depthReached(), System.nanoTime() - start,
                "score " + search.score()));
        return move;
    }

    /**
     * Sets every helper searching a copy of {@code board}, each from a root order of its own; none without a
     * clock, where only the caps stop the search and its answer must not depend on the machine.
     */
    private List<Future<?>> startHelpers(TigadiBoard board, int[] moves, int count, Deadline deadline, long stopAt,
            AtomicBoolean halt) {
        if (helpers.length == 0 || Untimed.is(deadline)) {
            return Collections.emptyList();
        }
        if (pool == null) {
            pool = new ThreadPoolExecutor(helpers.length, helpers.length, 10, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<Runnable>(), task -> {
                        Thread thread = new Thread(task, "tigadi helper search");
                        thread.setDaemon(true);
                        return thread;
                    });
            pool.allowCoreThreadTimeOut(true);
        }
        List<Future<?>> helping = new ArrayList<>(helpers.length);
        for (AlphaBetaSearch helper : helpers) {
            TigadiBoard copy = new TigadiBoard(board);
            int[] order = Arrays.copyOf(moves, count);
            TigadiBots.shuffle(order, count, random);
            helping.add(pool.submit(() -> helper.help(copy, order, count, maxDepth, deadline, stopAt, halt)));
        }
        return helping;
    }

    /**
     * Waits for the helpers, halted, to stop, even when interrupted: they stop
     * within a thousand positions, and a helper must not be set searching the
     * next move while it still searches this one. A helper that failed cost
     * only its help.
     */
    private static void awaitHelpers(List<Future<?>> helping) {
        boolean interrupted = false;
        for (Future<?> helper : helping) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (ExecutionException e) {
                    break; // its search is lost, not the move: the main search's answer stands alone
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
