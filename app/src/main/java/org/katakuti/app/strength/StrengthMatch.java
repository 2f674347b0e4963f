package org.katakuti.app.strength;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.arena.BotGame;
import org.katakuti.app.arena.Seeds;
import org.katakuti.app.player.BotRunner;

/**
 * One run of the strength loop: bot A against bot B in game pairs, each
 * opening of the book played twice (A first, then B first), on a few threads at
 * once, until the SPRT decides or the pairs run out. Every bot is asked through
 * its own {@link BotRunner}, so the time contract and the forfeits are the
 * table's; a forfeit is a lost game like any other, and counted apart so that a
 * bot that overruns its time is seen.
 */
public final class StrengthMatch {

    /** Hears each pair as it is counted, on the thread that played it, one at a time. */
    public interface Listener {
        /**
         * @param pair the pair, with its games
         * @param counts the counts after it
         * @param llr the log-likelihood ratio after it
         */
        void counted(Pair pair, Pentanomial counts, double llr);
    }

    /** What a run is: who plays what, how long a move, and when to stop. */
    public static final class Setup {
        final Game game;
        final BotFactory[] bots;
        final OpeningBook book;
        /** Each move's budget, for A and for B. */
        final long[] timeMillis;
        final Sprt sprt;
        final long maxPairs;
        final int threads;
        final long seed;
        final long graceMillis;

        /**
         * @param game the game
         * @param a bot A, the one the Elo difference is for
         * @param b bot B
         * @param book the openings, played in order
         * @param timeMillis each move's budget (both bots')
         * @param sprt the test that stops the run
         * @param maxPairs at most this many pairs; then the run is inconclusive
         * @param threads pairs played at once (each thread with bots of its own)
         * @param seed the seed the bots' seeds come from
         * @param graceMillis how far past its budget a bot may answer
         */
        public Setup(Game game, BotFactory a, BotFactory b, OpeningBook book, long timeMillis, Sprt sprt,
                long maxPairs, int threads, long seed, long graceMillis) {
            this(game, a, b, book, timeMillis, timeMillis, sprt, maxPairs, threads, seed, graceMillis);
        }

        /**
         * A run with time odds: A and B each with a budget of their own, to
         * measure what more time (or a faster search) is worth.
         *
         * @param timeMillisA each of A's moves' budget
         * @param timeMillisB each of B's moves' budget
         * @see #Setup(Game, BotFactory, BotFactory, OpeningBook, long, Sprt, long, int, long, long)
         */
        public Setup(Game game, BotFactory a, BotFactory b, OpeningBook book, long timeMillisA, long timeMillisB,
                Sprt sprt, long maxPairs, int threads, long seed, long graceMillis) {
            this.game = game;
            this.bots = new BotFactory[] {a, b};
            this.book = book;
            this.timeMillis = new long[] {timeMillisA, timeMillisB};
            this.sprt = sprt;
            this.maxPairs = maxPairs;
            this.threads = threads;
            this.seed = seed;
            this.graceMillis = graceMillis;
        }
    }

    /** One opening played twice: game 0 with A first, game 1 with B first. */
    public static final class Pair {
        private final long number;
        private final List<Move> opening;
        private final GameRecord[] games;
        private final long[] startedMillis;
        private final long[] seeds;

        Pair(long number, List<Move> opening, GameRecord[] games, long[] startedMillis, long[] seeds) {
            this.number = number;
            this.opening = opening;
            this.games = games;
            this.startedMillis = startedMillis;
            this.seeds = seeds;
        }

        /** @return the pair's number, from 1 */
        public long number() {
            return number;
        }

        /** @return the opening both games started from */
        public List<Move> opening() {
            return opening;
        }

        /** @return game 0 (A first) or 1 (B first) */
        public GameRecord game(int index) {
            return games[index];
        }

        /** @return when game 0 (A first) or 1 (B first) began, in epoch milliseconds */
        public long startedMillis(int index) {
            return startedMillis[index];
        }

        /** @return the seed bot A (0) or B (1) was made with for this pair's thread */
        public long seed(int bot) {
            return seeds[bot];
        }

        /** @return bot A's half points over the two games: 0 to 4 */
        public int halfPointsOfA() {
            return halfPointsOfA(0) + halfPointsOfA(1);
        }

        /** @return bot A's half points in game 0 (A in the first seat) or 1 (in the second): 0, 1 or 2 */
        public int halfPointsOfA(int index) {
            return halfPoints(games[index], index == 0 ? Seat.FIRST : Seat.SECOND);
        }

        private static int halfPoints(GameRecord game, Seat seat) {
            Seat winner = game.outcome().winner();
            return winner == null ? 1 : winner == seat ? 2 : 0;
        }

        /** @return 0 or 1: which bot (A or B) lost game {@code index} by forfeit; -1 when nobody did */
        public int forfeitedBy(int index) {
            GameRecord game = games[index];
            if (game.outcome().reason() != Reason.FORFEIT) {
                return -1;
            }
            Seat loser = game.outcome().winner().other();
            boolean aFirst = index == 0;
            return (loser == Seat.FIRST) == aFirst ? 0 : 1;
        }
    }

    /** How a run ended. */
    public static final class Report {
        private final Pentanomial counts;
        private final double llr;
        private final Sprt.Verdict verdict;
        private final long[] forfeits;
        private final MoveTimes times;
        private final long[][] aBySeat;

        Report(Pentanomial counts, double llr, Sprt.Verdict verdict, long[] forfeits, MoveTimes times,
                long[][] aBySeat) {
            this.counts = counts;
            this.llr = llr;
            this.verdict = verdict;
            this.forfeits = forfeits;
            this.times = times;
            this.aBySeat = aBySeat;
        }

        /** @return the pairs' counts */
        public Pentanomial counts() {
            return counts;
        }

        /** @return the last log-likelihood ratio */
        public double llr() {
            return llr;
        }

        /** @return the verdict; {@link Sprt.Verdict#GOING_ON} when the pairs ran out first: inconclusive */
        public Sprt.Verdict verdict() {
            return verdict;
        }

        /** @return games lost by forfeit by A (0) or B (1) */
        public long forfeits(int bot) {
            return forfeits[bot];
        }

        /** @return the slowest move of A (0) or B (1) in the games counted, in whole milliseconds */
        public long slowestMillis(int bot) {
            return times.slowestMillis[bot];
        }

        /** @return the moves A (0) or B (1) played in the games counted */
        public long moves(int bot) {
            return times.moves[bot];
        }

        /**
         * @return the moves of A (0) or B (1) in the games counted that came after
         *     their budget (inside the grace): one now and then may be the machine's
         *     doing (a core taken away for a while), many are the bot's
         */
        public long lateMoves(int bot) {
            return times.late[bot];
        }

        /**
         * @return A's games in {@code seat}: how many it won, drew and lost. Where one
         *     seat wins most games (from a book line, or a lost opening), this
         *     says which seat a difference comes from.
         */
        public long[] resultsOfA(Seat seat) {
            long[] byHalfPoints = aBySeat[seat == Seat.FIRST ? 0 : 1];
            return new long[] {byHalfPoints[2], byHalfPoints[1], byHalfPoints[0]};
        }
    }

    private final Setup setup;
    private final Listener listener;
    private final AtomicLong next = new AtomicLong();
    private final Pentanomial counts = new Pentanomial();
    private final long[] forfeits = new long[2];
    private final MoveTimes times = new MoveTimes();
    /** A's games in the first seat (0) and the second (1), by its half points in them (lost, drawn, won). */
    private final long[][] aBySeat = new long[2][3];
    private double llr;
    private Sprt.Verdict verdict = Sprt.Verdict.GOING_ON;
    private ExecutorService pool;

    private StrengthMatch(Setup setup, Listener listener) {
        this.setup = setup;
        this.listener = listener;
    }

    /**
     * Plays the run to its end.
     *
     * @throws InterruptedException when the calling thread is interrupted (the games in play are dropped)
     */
    public static Report run(Setup setup, Listener listener) throws InterruptedException {
        return new StrengthMatch(setup, listener).play();
    }

    private Report play() throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(setup.threads, task -> {
            Thread thread = new Thread(task, "katakuti-match");
            thread.setDaemon(true);
            return thread;
        });
        synchronized (this) {
            this.pool = pool;
        }
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int worker = 0; worker < setup.threads; worker++) {
                final int slot = worker;
                workers.add(pool.submit(() -> {
                    work(slot);
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                try {
                    worker.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof InterruptedException) {
                        continue; // stopped because the test had decided
                    }
                    throw cause instanceof RuntimeException ? (RuntimeException) cause
                            : new IllegalStateException(cause);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        synchronized (this) {
            return new Report(counts, llr, verdict, forfeits.clone(), times.copy(),
                    new long[][] {aBySeat[0].clone(), aBySeat[1].clone()});
        }
    }

    private void work(int worker) throws InterruptedException {
        long[] seeds = {Seeds.derive(setup.seed, 2 * worker), Seeds.derive(setup.seed, 2 * worker + 1)};
        BotRunner a = new BotRunner(setup.bots[0], setup.game, seeds[0], setup.graceMillis);
        BotRunner b = new BotRunner(setup.bots[1], setup.game, seeds[1], setup.graceMillis);
        try {
            while (!decided()) {
                long index = next.getAndIncrement();
                if (index >= setup.maxPairs) {
                    return;
                }
                List<Move> opening = setup.book.opening(index);
                MoveTimes pairTimes = new MoveTimes();
                long[] started = new long[2];
                GameRecord[] games = new GameRecord[2];
                started[0] = System.currentTimeMillis();
                long[] budget = setup.timeMillis;
                games[0] = BotGame.play(setup.game, opening, a, budget[0], b, budget[1], pairTimes.watcher(0));
                started[1] = System.currentTimeMillis();
                games[1] = BotGame.play(setup.game, opening, b, budget[1], a, budget[0], pairTimes.watcher(1));
                count(new Pair(index + 1, opening, games, started, seeds), pairTimes);
            }
        } finally {
            a.close();
            b.close();
        }
    }

    /** A's (0) and B's (1) moves: how many, how many late, and the slowest. */
    static final class MoveTimes {
        final long[] moves = new long[2];
        final long[] late = new long[2];
        final long[] slowestMillis = new long[2];

        /** @return a watcher that notes each move; {@code aFirst} 0 when A sits first, 1 when B does */
        BotGame.Watcher watcher(int aFirst) {
            return (seat, answer, after) -> {
                int bot = (seat == Seat.FIRST) == (aFirst == 0) ? 0 : 1;
                moves[bot]++;
                if (answer.isLate()) {
                    late[bot]++;
                }
                slowestMillis[bot] = Math.max(slowestMillis[bot], answer.millis());
            };
        }

        void add(MoveTimes other) {
            for (int bot = 0; bot < 2; bot++) {
                moves[bot] += other.moves[bot];
                late[bot] += other.late[bot];
                slowestMillis[bot] = Math.max(slowestMillis[bot], other.slowestMillis[bot]);
            }
        }

        MoveTimes copy() {
            MoveTimes copy = new MoveTimes();
            copy.add(this);
            return copy;
        }
    }

    private synchronized boolean decided() {
        return verdict != Sprt.Verdict.GOING_ON;
    }

    private synchronized void count(Pair pair, MoveTimes pairTimes) {
        if (decided()) {
            return; // finished after the verdict: it must not change the counts the verdict was made on
        }
        times.add(pairTimes);
        counts.add(pair.halfPointsOfA());
        for (int game = 0; game < 2; game++) {
            aBySeat[game][pair.halfPointsOfA(game)]++;
            int loser = pair.forfeitedBy(game);
            if (loser >= 0) {
                forfeits[loser]++;
            }
        }
        llr = setup.sprt.llr(counts);
        verdict = setup.sprt.verdict(counts);
        listener.counted(pair, counts, llr);
        if (decided()) {
            pool.shutdownNow(); // the pairs still in play cannot change the verdict: stop them
        }
    }
}
