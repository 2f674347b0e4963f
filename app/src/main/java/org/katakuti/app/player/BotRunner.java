package org.katakuti.app.player;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * The one guarded runner for every bot: the table, {@code arena}, {@code bot}
 * and {@code bench} all ask bots through it, so they all keep the same time
 * contract and the same forfeits.
 *
 * <p>The contract: a bot has its budget (the {@link Deadline} it is given) plus
 * {@link #GRACE_MILLIS}. An answer inside the grace is taken (and
 * {@linkplain BotAnswer#isLate() marked late}); at budget plus grace the bot
 * forfeits for time and a later answer is refused. A bot that throws (or
 * cannot be made) forfeits as crashed; one that answers nothing or an illegal
 * move forfeits as illegal. A bot still stuck in a question it forfeited when
 * it is asked again is retired: it forfeits at once, every time, for the rest
 * of the match, and is not asked again.
 *
 * <p>Each runner thinks on one daemon thread of its own (never the caller's),
 * so a bot that never returns cannot keep the program alive. The bot is made
 * on that thread as soon as the runner is (so a plugin's process is up before
 * its first question), and made afresh after it failed. The time a question
 * waits for its bot to be made is not the bot's: its clock starts once the bot
 * is ready. The runner tells the
 * bot when a game starts (a question in a position with fewer than two moves,
 * or the first after it was made) and ends (before the next game starts), and
 * closes it with the runner.
 */
public final class BotRunner implements AutoCloseable {

    /** How long past its budget a bot may answer; later, it forfeits for time. */
    public static final long GRACE_MILLIS = 1000;

    /**
     * How long a question's clock waits for its bot to be made (a plugin's
     * process starting) before it starts anyway.
     */
    public static final long MAKING_MILLIS = 20_000;

    /** Hears the answer to one question, on a thread of the runner's (never the caller's). */
    public interface Listener {
        void answered(BotAnswer answer);
    }

    /** Every runner's clock: one daemon thread that ends questions whose time is up. */
    private static final ScheduledExecutorService GUARD = guard();

    private static ScheduledExecutorService guard() {
        ScheduledThreadPoolExecutor clock = new ScheduledThreadPoolExecutor(1, task -> {
            Thread thread = new Thread(task, "katakuti-bot-guard");
            thread.setDaemon(true);
            return thread;
        });
        // a question answered in time cancels its guard: drop it at once rather than hold it until its hour
        clock.setRemoveOnCancelPolicy(true);
        return clock;
    }

    private final BotFactory factory;
    private final Game game;
    private final long seed;
    private final long graceMillis;
    private final ExecutorService worker;
    /** Made and used only on the worker thread. */
    private Bot bot;
    /** Why the bot made ahead of the first question could not be made; used only on the worker thread. */
    private Throwable notMade;
    /** True while the bot has been told a game started and not yet that it ended; worker thread only. */
    private boolean inGame;
    /** When the bot was last made (or failed to be); worker thread only. */
    private long madeNanos;
    /** True while the bot is being made: a question's clock waits for it (up to {@link #MAKING_MILLIS}). */
    private volatile boolean making;
    private volatile Question current;
    /** The question the worker is busy with, if any. */
    private volatile Question running;
    private volatile boolean retired;

    /**
     * @param factory makes the bot, on the first question
     * @param game the game it plays
     * @param seed its seed
     */
    public BotRunner(BotFactory factory, Game game, long seed) {
        this(factory, game, seed, GRACE_MILLIS);
    }

    /** As {@link #BotRunner(BotFactory, Game, long)} with another grace: for tests that must not wait long. */
    public BotRunner(BotFactory factory, Game game, long seed, long graceMillis) {
        this.factory = factory;
        this.game = game;
        this.seed = seed;
        this.graceMillis = graceMillis;
        final String name = "katakuti-bot-" + safeId(factory);
        this.worker = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            thread.setPriority(Thread.NORM_PRIORITY - 1);
            return thread;
        });
        worker.execute(this::makeAhead);
    }

    private void makeAhead() {
        making = true;
        try {
            bot = factory.create(game, seed);
        } catch (Throwable e) { // said at the first question, as if it had failed then
            notMade = e;
        } finally {
            making = false;
        }
        madeNanos = System.nanoTime();
    }

    /** @return the factory the bot comes from */
    public BotFactory factory() {
        return factory;
    }

    /** @return the grace past the budget, in milliseconds */
    public long graceMillis() {
        return graceMillis;
    }

    /** @return true once the bot has been retired for never coming back from a question */
    public boolean isRetired() {
        return retired;
    }

    /**
     * Asks for a move in {@code position}; the answer (a move or a forfeit)
     * comes exactly once to {@code listener}, unless {@link #cancel()} comes first.
     * A question still open is cancelled.
     */
    public void ask(Position position, long budgetMillis, Listener listener) {
        cancel();
        Question previous = current;
        final Question question = new Question(position, budgetMillis, listener);
        current = question;
        Question stuck = running;
        // Stuck: still in the question that ran out of time, or still in an older (dropped) one
        // after the last question ran out of time waiting behind it.
        if (!retired && stuck != null && (stuck.timedOut || previous != null && previous.timedOut)) {
            retired = true;
        }
        if (retired) {
            final BotAnswer forfeit = BotAnswer.forfeited(Forfeit.TIME,
                    "has not come back from an earlier move, so it is not asked again in this match", 0, budgetMillis);
            GUARD.execute(() -> question.settle(forfeit)); // on the runner's thread, never the caller's
            return;
        }
        question.guard = GUARD.schedule(question::timeUp, budgetMillis + graceMillis, TimeUnit.MILLISECONDS);
        question.work = worker.submit(() -> think(question));
    }

    /**
     * Asks for a move and waits for it: for the command line, which has no
     * event thread to come back to.
     *
     * @throws InterruptedException when the calling thread is interrupted while waiting (the question is cancelled)
     */
    public BotAnswer choose(Position position, long budgetMillis) throws InterruptedException {
        LinkedBlockingQueue<BotAnswer> answers = new LinkedBlockingQueue<>();
        ask(position, budgetMillis, answers::add);
        try {
            return answers.take();
        } catch (InterruptedException e) {
            cancel();
            throw e;
        }
    }

    /** Drops the question in progress: its answer will not be heard, and the bot's deadline is cancelled. */
    public void cancel() {
        Question open = current;
        if (open != null) {
            open.drop();
        }
    }

    /**
     * Cancels any question, closes the bot once it is free and stops the bot's
     * thread. Never waits: a bot stuck in a question is left to its daemon thread.
     */
    @Override
    public void close() {
        cancel();
        Question open = running;
        if (open != null && open.work != null) {
            open.work.cancel(true); // an interrupt may wake a bot that waits on something
        }
        try {
            worker.execute(this::closeBot);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            return; // closed before
        }
        worker.shutdown();
    }

    private void closeBot() {
        Bot made = bot;
        bot = null;
        if (made != null) {
            try {
                if (inGame) {
                    made.gameEnds();
                }
                made.close();
            } catch (Throwable e) { // a bot failing to close costs nothing: it is done with
                // nothing to forfeit any more
            }
        }
    }

    private void think(Question question) {
        running = question;
        try {
            if (question.isSettled()) {
                return; // dropped or out of time before the bot was free to think
            }
            if (bot == null) {
                try {
                    if (notMade != null) {
                        throw notMade;
                    }
                    making = true;
                    try {
                        bot = factory.create(game, seed);
                    } finally {
                        making = false;
                    }
                    madeNanos = System.nanoTime();
                    inGame = false;
                } catch (Throwable e) { // a plugin's error of any kind must cost the game, not the table
                    notMade = null; // tried afresh at the next question
                    question.settle(question.forfeit(Forfeit.CRASH, "could not be made for " + game.id() + ": "
                            + oneLine(e)));
                    return;
                }
            }
            if (madeNanos - question.askedNanos > 0 && !question.restartClock()) {
                return; // its time ran out while the bot was being made: the guard has answered
            }
            Move move;
            try {
                tellGameStarts(question.position);
                move = bot.choose(question.position, question.deadline);
            } catch (Throwable e) {
                discard();
                if (!question.timedOut) { // out of time, it may throw when woken: the guard has answered
                    question.settle(question.forfeit(Forfeit.CRASH, "failed: " + oneLine(e)));
                }
                return;
            }
            if (question.timedOut) {
                discard(); // it overran its grace: start afresh next time
                return;
            }
            if (move == null) {
                question.settle(question.forfeit(Forfeit.ILLEGAL, "answered no move"));
                return;
            }
            String refusal = refusal(question.position, move);
            if (refusal != null) {
                question.settle(question.forfeit(Forfeit.ILLEGAL, "answered " + move + ", which the rules refuse: "
                        + refusal));
                return;
            }
            question.settle(BotAnswer.played(move, question.elapsedNanos(), question.budgetMillis, bot.lastReport()));
        } finally {
            running = null;
        }
    }

    /** A new game: a position with fewer than two moves (its first turn, moving first or second), or a fresh bot. */
    private void tellGameStarts(Position position) {
        if (inGame && position.moveCount() >= 2) {
            return;
        }
        if (inGame) {
            inGame = false;
            bot.gameEnds();
        }
        bot.gameStarts(position.toMove());
        inGame = true;
    }

    /** Drops a bot that failed or overran, closing it (a plugin's process ends). */
    private void discard() {
        Bot failed = bot;
        bot = null;
        inGame = false;
        if (failed != null) {
            try {
                failed.close();
            } catch (Throwable e) { // it failed already: its close may fail too
                // nothing more to do
            }
        }
    }

    private static String refusal(Position position, Move move) {
        try {
            position.play(move);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static String oneLine(Throwable e) {
        String text = e.getClass().getSimpleName();
        String message = e.getMessage();
        return (message == null || message.trim().isEmpty() ? text : text + ": " + message).replaceAll("\\R", " ");
    }

    private static String safeId(BotFactory factory) {
        try {
            return factory.id();
        } catch (RuntimeException | LinkageError e) {
            return "unnamed";
        }
    }

    /** One question to the bot: answered once, by the bot, the guard, or not at all when dropped. */
    private final class Question {
        final Position position;
        final long budgetMillis;
        final Listener listener;
        volatile Deadline deadline;
        volatile long askedNanos = System.nanoTime();
        final AtomicBoolean settled = new AtomicBoolean();
        volatile boolean timedOut;
        volatile ScheduledFuture<?> guard;
        volatile Future<?> work;

        Question(Position position, long budgetMillis, Listener listener) {
            this.position = position;
            this.budgetMillis = budgetMillis;
            this.listener = listener;
            this.deadline = Deadline.in(budgetMillis);
        }

        long elapsedNanos() {
            return System.nanoTime() - askedNanos;
        }

        /**
         * The bot was made while this question waited (a plugin's process
         * starting): that time is not the bot's, so its clock starts now.
         *
         * @return false when the question is already settled or its time already up
         */
        synchronized boolean restartClock() {
            ScheduledFuture<?> clock = guard;
            if (clock != null) {
                clock.cancel(false);
            }
            if (isSettled()) {
                return false; // dropped, or out of time for good
            }
            askedNanos = System.nanoTime();
            deadline = Deadline.in(budgetMillis);
            guard = GUARD.schedule(this::timeUp, budgetMillis + graceMillis, TimeUnit.MILLISECONDS);
            return true;
        }

        BotAnswer forfeit(Forfeit kind, String why) {
            return BotAnswer.forfeited(kind, why, elapsedNanos(), budgetMillis);
        }

        boolean isSettled() {
            return settled.get();
        }

        void settle(BotAnswer answer) {
            if (settled.compareAndSet(false, true)) {
                ScheduledFuture<?> clock = guard;
                if (clock != null) {
                    clock.cancel(false);
                }
                listener.answered(answer);
            }
        }

        synchronized void timeUp() {
            if (isSettled()) {
                return;
            }
            if (making && elapsedNanos() < TimeUnit.MILLISECONDS.toNanos(MAKING_MILLIS)) {
                // the bot is still being made: its clock has not started yet
                guard = GUARD.schedule(this::timeUp, 50, TimeUnit.MILLISECONDS);
                return;
            }
            timedOut = true;
            deadline.cancel();
            // settled before the interrupt: a bot woken by it and throwing must not turn the time forfeit into a crash
            settle(forfeit(Forfeit.TIME, "gave no move within " + (budgetMillis + graceMillis) + " ms (its budget "
                    + budgetMillis + " ms and " + graceMillis + " ms of grace)"));
            Future<?> thinking = work;
            if (thinking != null) {
                thinking.cancel(true); // an interrupt may wake a bot that waits on something
            }
        }

        void drop() {
            if (settled.compareAndSet(false, true)) {
                ScheduledFuture<?> clock = guard;
                if (clock != null) {
                    clock.cancel(false);
                }
                deadline.cancel();
            }
        }
    }
}
