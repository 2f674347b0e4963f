package org.katakuti.app.gui;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/**
 * A plugin bot found by ServiceLoader in the tests only: plays every game,
 * thinks for a moment (so the thinking sign can be seen) and plays the first
 * legal move.
 */
public final class SlowFirstMoveBotFactory implements BotFactory {

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
            long until = System.currentTimeMillis() + 400;
            while (System.currentTimeMillis() < until && !deadline.isUp()) {
                Thread.onSpinWait();
            }
            return position.legalMoves().get(0);
        };
    }
}
