package org.katakuti.plugins.sample;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/**
 * The entry point of the sample bot jar: the table finds this class through
 * {@code META-INF/services/org.katakuti.api.bot.BotFactory} and makes it with
 * the public no-argument constructor, so keep the constructor cheap and never
 * let it throw.
 *
 * <p>To write your own bot, copy this module, change the id and name, and
 * return your own {@link Bot} from {@link #create}.
 */
public final class RandomMoverFactory implements BotFactory {

    /** The id used on the command line: {@code katakuti arena --bots sample-random,easy ...}. */
    public static final String ID = "sample-random";

    /** Made by the table's service lookup. */
    public RandomMoverFactory() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Sample: random mover";
    }

    /** Plays every game: it needs nothing but {@link org.katakuti.api.rules.Position#legalMoves()}. */
    @Override
    public boolean plays(Game game) {
        return game != null;
    }

    @Override
    public Bot create(Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("the sample bot needs a game");
        }
        return new RandomMover(seed);
    }
}
