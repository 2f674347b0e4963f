package org.katakuti.app.bots.tigadi;

import java.util.Arrays;
import java.util.Random;
import java.util.function.IntSupplier;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.app.bots.HelperThreads;
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
 * Then the main search runs on a thread of its own too, and the bot's thread
 * waits for its answer; when the machine holds the main search's thread up
 * past its stop, a helper's move, offered a little later, is played instead,
 * so the move is still in time. A bot capped in depth or positions searches
 * alone, on the bot's thread, so its moves depend on the position and the
 * seed only.
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
    private final HelperThreads threads;

    private SearchBot(TranspositionTable table, AlphaBetaSearch search, AlphaBetaSearch[] helpers, int maxDepth,
            long maxNodes, long seed) {
        this.table = table;
        this.search = search;
        this.helpers = helpers;
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.random = new Random(seed);
        this.threads = new HelperThreads("tigadi helper search", helpers.length);
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
        long offerAt = Long.MAX_VALUE;
        if (!Untimed.is(deadline)) {
            long budget = remaining * 1_000_000L;
            long margin = Math.max(2_000_000L, Math.min(50_000_000L, budget / 20));
            long usable = Math.max(0, budget - margin);
            stopAt = now + usable;
            softStop = now + usable / 2;
            unsettledStop = now + usable * 4 / 5;
            offerAt = stopAt + margin / 2;
        }
        HelperThreads.Round round = threads.round(); // first: the last move's helpers are done with the table
        table.nextGeneration();
        startHelpers(round, board, moves, count, deadline, stopAt, offerAt);
        final long stop = stopAt;
        final long soft = softStop;
        final long unsettled = unsettledStop;
        IntSupplier mainSearch = () -> search.run(board, moves, count, maxDepth, maxNodes, deadline, stop, soft,
                unsettled);
        int move = moves[0]; // kept if the bot's thread is interrupted: the answer is no longer wanted
        try {
            if (round.started() == 0) {
                move = mainSearch.getAsInt();
            } else {
                // Searched on a thread of its own, so that when the machine holds that thread up past the time,
                // this one can still answer with a helper's move.
                round.startMain(mainSearch);
                move = round.answer();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            // The main search may still run: its counts are not final, so none is reported.
            report(new SearchReport(0, 0, System.nanoTime() - start, "interrupted"));
            return move;
        } finally {
            round.finish();
        }
        if (round.answeredByAHelper()) {
            report(new SearchReport(stoppedHelpersNodes(round), 0, System.nanoTime() - start,
                    "a helper's move: the main search was held up"));
            return move;
        }
        report(new SearchReport(search.nodes() + stoppedHelpersNodes(round), search.depthReached(),
                System.nanoTime() - start, "score " + search.score()));
        return move;
    }

    /** @return the positions of the helpers that have stopped: a count still running is not final */
    private long stoppedHelpersNodes(HelperThreads.Round round) {
        long nodes = 0;
        for (int i = 0; i < round.started(); i++) {
            if (round.stopped(i)) {
                nodes += helpers[i].nodes();
            }
        }
        return nodes;
    }

    /**
     * Sets every helper searching a copy of {@code board}, each from a root order of its own, and offering its
     * move at {@code offerAt}; none without a clock, where only the caps stop the search and its answer must not
     * depend on the machine.
     */
    private void startHelpers(HelperThreads.Round round, TigadiBoard board, int[] moves, int count,
            Deadline deadline, long stopAt, long offerAt) {
        if (Untimed.is(deadline)) {
            return;
        }
        for (AlphaBetaSearch helper : helpers) {
            TigadiBoard copy = new TigadiBoard(board);
            int[] order = Arrays.copyOf(moves, count);
            TigadiBots.shuffle(order, count, random);
            round.start(() -> round.offerAt(helper.help(copy, order, count, maxDepth, deadline, stopAt, round.halt()),
                    deadline, offerAt));
        }
    }

    @Override
    public void close() {
        threads.close();
    }
}
