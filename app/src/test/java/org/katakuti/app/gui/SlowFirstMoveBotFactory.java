package org.katakuti.app.gui;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/**
 * A plugin bot found by ServiceLoader in the tests only: plays every game and
 * plays the first legal move, but only once the test lets it answer (see
 * {@link #holdAnswers()} and {@link #answer()}), so the thinking sign stays on
 * show for as long as the test looks at it, however slow the machine. A bot
 * nobody holds answers at once; a held one gives up waiting after ten seconds
 * or when the table cancels its thinking.
 */
public final class SlowFirstMoveBotFactory implements BotFactory {

    private static volatile CountDownLatch gate = new CountDownLatch(0);

    /** From now on the bot thinks until {@link #answer()}. */
    static void holdAnswers() {
        gate = new CountDownLatch(1);
    }

    /** Lets the bot answer (now, or as soon as it is asked). */
    static void answer() {
        gate.countDown();
    }

    @Override
    public String id() {
        return "first-legal";
    }

    @Override
    public String name() {
        return "First legal";
    }

    @Override
    public boolean plays(Game game) {
        return true;
    }

    @Override
    public Bot create(Game game, long seed) {
        return (position, deadline) -> {
            CountDownLatch held = gate;
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            try {
                while (!held.await(20, TimeUnit.MILLISECONDS)) {
                    if (deadline.isCancelled() || System.nanoTime() > giveUp) {
                        break;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return position.legalMoves().get(0);
        };
    }
}
