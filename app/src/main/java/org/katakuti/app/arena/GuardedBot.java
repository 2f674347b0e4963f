package org.katakuti.app.arena;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * A bot that cannot take its caller down with it. Each move is chosen on a
 * worker thread of its own under a {@link Deadline}; a wall-clock guard
 * (budget plus a grace period) stops waiting for a bot that ignores the
 * deadline, and an exception or an illegal answer becomes a failed
 * {@link Turn} instead of a crash.
 *
 * <p>After a failure the bot is thrown away and made afresh (same seed) on the
 * next call: a bot that hung may still be running on its old thread.
 */
public final class GuardedBot implements AutoCloseable {

    /** How long past its budget a bot may take before it loses: late answers are taken until then. */
    public static final long DEFAULT_GRACE_MILLIS = 2000;

    private final BotFactory factory;
    private final Game game;
    private final long seed;
    private final long graceMillis;
    private Bot bot;
    private ExecutorService worker;

    /**
     * @param factory makes the bot (only when first needed)
     * @param game the game it will play
     * @param seed the bot's seed
     * @param graceMillis how far past the budget the guard waits before giving up
     */
    public GuardedBot(BotFactory factory, Game game, long seed, long graceMillis) {
        this.factory = factory;
        this.game = game;
        this.seed = seed;
        this.graceMillis = graceMillis;
    }

    /** @return the factory this bot comes from */
    public BotFactory factory() {
        return factory;
    }

    /**
     * Asks the bot for a move in {@code position}, an ongoing position of this bot's game.
     *
     * @param budgetMillis the bot's deadline
     * @return the move, or the failure; never throws for the bot's faults
     * @throws InterruptedException when the calling thread is interrupted while waiting
     */
    public Turn choose(final Position position, long budgetMillis) throws InterruptedException {
        long start = System.nanoTime();
        if (bot == null) {
            try {
                bot = factory.create(game, seed);
            } catch (RuntimeException | LinkageError e) {
                return Turn.failed("could not be made for " + game.id() + ": " + oneLine(e), System.nanoTime() - start);
            }
        }
        final Bot thinker = bot;
        final Deadline deadline = Deadline.in(budgetMillis);
        Future<Move> answer = worker().submit(() -> thinker.choose(position, deadline));
        try {
            Move move = answer.get(budgetMillis + graceMillis, TimeUnit.MILLISECONDS);
            long nanos = System.nanoTime() - start;
            if (move == null) {
                return fail("answered no move", start);
            }
            String illegal = whyIllegal(position, move);
            if (illegal != null) {
                return fail("played an illegal move " + move + " (" + illegal + ")", start);
            }
            return Turn.played(move, nanos, thinker.lastReport());
        } catch (ExecutionException e) {
            return fail("threw " + oneLine(e.getCause()), start);
        } catch (TimeoutException e) {
            deadline.cancel();
            answer.cancel(true);
            return fail("gave no move within " + (budgetMillis + graceMillis) + " ms (budget " + budgetMillis + " ms)",
                    start);
        } catch (InterruptedException e) {
            deadline.cancel();
            answer.cancel(true);
            throw e;
        }
    }

    private Turn fail(String why, long start) {
        // The failed bot may be stuck on its thread or broken inside: start over next time.
        bot = null;
        close();
        return Turn.failed(why, System.nanoTime() - start);
    }

    private static String whyIllegal(Position position, Move move) {
        try {
            position.play(move);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static String oneLine(Throwable e) {
        String text = e.getClass().getSimpleName();
        return (e.getMessage() == null ? text : text + ": " + e.getMessage()).replace('\n', ' ');
    }

    private ExecutorService worker() {
        if (worker == null) {
            final String name = "bot-" + factory.id();
            worker = Executors.newSingleThreadExecutor(task -> {
                Thread thread = new Thread(task, name);
                // A bot that never returns must not keep the program alive.
                thread.setDaemon(true);
                return thread;
            });
        }
        return worker;
    }

    /** Stops the worker thread (interrupting a bot still thinking). */
    @Override
    public void close() {
        if (worker != null) {
            worker.shutdownNow();
            worker = null;
        }
    }
}
