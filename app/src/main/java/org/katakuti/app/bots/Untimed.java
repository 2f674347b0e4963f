package org.katakuti.app.bots;

import org.katakuti.api.bot.Deadline;

/**
 * Whether a built-in bot's deadline is as good as none ({@link Deadline#none()},
 * as analysis and tests give): then only the bot's own caps on depth and
 * positions stop it, so its moves depend on the position and its seed, not on
 * the machine's speed.
 */
public final class Untimed {

    /** A budget of a day or more is no deadline a table sets. */
    private static final long MILLIS = 24L * 3600 * 1000;

    private Untimed() {
    }

    /** @return true when {@code deadline}'s budget is so long that it counts as none */
    public static boolean is(Deadline deadline) {
        return deadline.budgetMillis() >= MILLIS;
    }
}
