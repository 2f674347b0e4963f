package org.katakuti.app.bots.ultimate;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.ultimate.UltimateBoard;
import org.katakuti.api.rules.ultimate.UltimateGame;
import org.katakuti.api.rules.ultimate.UltimatePosition;
import org.katakuti.app.bots.GameBots;
import org.katakuti.app.bots.Level;

/**
 * The bots of ultimate: Monte-Carlo tree search for hard (as many playouts as
 * the time allows) and normal (a small fixed number), and for easy random
 * marks that never miss a small grid won at once.
 */
public final class UltimateBots implements GameBots {

    /** Playouts the normal bot makes for each move: enough to see the obvious, far from hard. */
    static final int NORMAL_PLAYOUTS = 1500;

    @Override
    public boolean plays(Game game) {
        return game instanceof UltimateGame;
    }

    @Override
    public Bot create(Level level, Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("no ultimate bot for " + game.id());
        }
        switch (level) {
            case EASY:
                return new GrabbingBot(seed);
            case NORMAL:
                return new MctsBot(seed, NORMAL_PLAYOUTS);
            default:
                return MctsBot.hard(seed, MctsBot.UNLIMITED);
        }
    }

    /** The mutable board of {@code position}, a copy the bot may play on. */
    static UltimateBoard boardOf(Position position) {
        if (!(position instanceof UltimatePosition)) {
            throw new IllegalArgumentException("not an ultimate position: " + position.game().id());
        }
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: " + position.outcome());
        }
        return ((UltimatePosition) position).toBoard();
    }

    /** The move that marks {@code cell} (row * 9 + column) of the 9x9 field. */
    static Move moveAt(int cell) {
        return Move.at(Point.of(cell % 9, cell / 9));
    }
}
