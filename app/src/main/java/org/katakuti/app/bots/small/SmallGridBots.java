package org.katakuti.app.bots.small;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.GameBots;
import org.katakuti.app.bots.Level;

/**
 * The bots of the small grids: tic-tac-toe, misere and four-by-four. Small
 * enough to solve, so hard plays perfectly and sets traps for a normal player;
 * normal sees the immediate threats only and otherwise builds its own lines,
 * not always on the best square; easy often misses the threats.
 */
public final class SmallGridBots implements GameBots {

    /** The largest grid the hard bot can solve within its budget: 4x4. */
    static final int MAX_SQUARES = 16;

    /** How often the easy bot looks for a threat at all before playing. */
    static final double EASY_SIGHT = 0.2;

    @Override
    public boolean plays(Game game) {
        return game instanceof MnkGame && game.columns() * game.rows() <= MAX_SQUARES;
    }

    @Override
    public Bot create(Level level, Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("no small-grid bot for " + game.id());
        }
        MnkGame grid = (MnkGame) game;
        switch (level) {
            case EASY:
                // Builds lines out of tic-tac-toe habit even in misere, where they lose.
                return new ThreatBot(grid, EASY_SIGHT, ThreatBot.Taste.LINE_BUILDER, false, seed);
            case NORMAL:
                return normal(grid, seed);
            default:
                return new PerfectBot(grid, seed);
        }
    }

    /**
     * The normal bot. In misere it keeps to the best placed squares: hard cannot
     * win a misere game it starts against a player who sees the threats, so it
     * can only win the games normal starts, and every square normal strayed to
     * there would give it a way to hold the draw.
     */
    static ThreatBot normal(MnkGame game, long seed) {
        return new ThreatBot(game, 1.0, game.isMisere() ? ThreatBot.Taste.BEST_PLACED : ThreatBot.Taste.LINE_BUILDER,
                true, seed);
    }

    /** The mutable board of {@code position}, a copy the bot may play on. */
    static MnkBoard boardOf(Position position, MnkGame game) {
        if (!(position instanceof MnkPosition) || !game.id().equals(position.game().id())) {
            throw new IllegalArgumentException("not a " + game.id() + " position: " + position.game().id());
        }
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: " + position.outcome());
        }
        return ((MnkPosition) position).toBoard();
    }

    /** The move that marks square {@code index} of {@code board}. */
    static Move moveAt(MnkBoard board, int index) {
        return Move.at(board.point(index));
    }
}
