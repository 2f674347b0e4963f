package org.katakuti.app.table;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * Asks a bot for moves on a thread of its own, never the window's, with a
 * {@link Deadline} for each answer. The bot is made on that thread too, the
 * first time it is asked, since making one may take a while.
 */
public final class BotDriver {

    /** Hears the answer, on the bot's thread. */
    public interface Answer {
        /** The bot chose {@code move} (possibly null or illegal: the caller checks). */
        void chose(Move move);

        /** The bot, or making it, threw {@code error}. */
        void failed(Throwable error);
    }

    private final BotFactory factory;
    private final Game game;
    private final long seed;
    private final long thinkMillis;
    private final ExecutorService thread;
    private Bot bot;
    private volatile Deadline deadline;

    /**
     * @param thinkMillis the time the bot has for each move (the table's default is 1000)
     */
    public BotDriver(BotFactory factory, Game game, long seed, long thinkMillis) {
        this.factory = factory;
        this.game = game;
        this.seed = seed;
        this.thinkMillis = thinkMillis;
        this.thread = Executors.newSingleThreadExecutor(new ThreadFactory() {
            @Override
            public Thread newThread(Runnable work) {
                Thread thread = new Thread(work, "katakuti-bot-" + factory.id());
                thread.setDaemon(true);
                thread.setPriority(Thread.NORM_PRIORITY - 1);
                return thread;
            }
        });
    }

    /** @return the bot's name, as its factory gives it */
    public String name() {
        return factory.name();
    }

    /** Asks for a move in {@code position}; the answer comes on the bot's thread. */
    public void ask(final Position position, final Answer answer) {
        final Deadline mine = Deadline.in(thinkMillis);
        deadline = mine;
        thread.execute(new Runnable() {
            @Override
            public void run() {
                if (mine.isCancelled()) {
                    return;
                }
                Move move;
                try {
                    if (bot == null) {
                        bot = factory.create(game, seed);
                    }
                    move = bot.choose(position, mine);
                } catch (Throwable e) { // even an OutOfMemoryError in a plugin must not leave the table waiting
                    if (!mine.isCancelled()) {
                        answer.failed(e);
                    }
                    return;
                }
                if (!mine.isCancelled()) {
                    answer.chose(move);
                }
            }
        });
    }

    /** Stops the thinking in progress: its answer is thrown away. */
    public void cancel() {
        Deadline current = deadline;
        if (current != null) {
            current.cancel();
        }
    }

    /** Cancels the thinking and lets the bot's thread end. */
    public void close() {
        cancel();
        thread.shutdownNow();
    }
}
