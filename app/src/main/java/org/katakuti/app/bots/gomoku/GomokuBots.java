package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.bots.GameBots;
import org.katakuti.app.bots.Level;

/**
 * The built-in bots of five-in-a-row and gomoku (and any freestyle five in a
 * row on a grid of at least 5x5): easy, normal and hard.
 */
public final class GomokuBots implements GameBots {

    @Override
    public boolean plays(Game game) {
        if (!(game instanceof MnkGame)) {
            return false;
        }
        MnkGame mnk = (MnkGame) game;
        return mnk.k() == 5 && !mnk.isMisere() && mnk.columns() >= 5 && mnk.rows() >= 5;
    }

    @Override
    public Bot create(Level level, Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("no five-in-a-row bot for " + game.id());
        }
        switch (level) {
            case EASY:
                return new EasyBot(seed);
            case NORMAL:
                return new NormalBot(seed);
            default:
                return new HardBot(seed, (MnkGame) game);
        }
    }
}
