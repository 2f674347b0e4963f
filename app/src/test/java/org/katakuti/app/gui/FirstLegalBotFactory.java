package org.katakuti.app.gui;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/**
 * A plugin bot found by ServiceLoader in the tests only: plays every game, at
 * once, the first legal move.
 */
public final class FirstLegalBotFactory implements BotFactory {

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
        return (position, deadline) -> position.legalMoves().get(0);
    }
}
