package org.katakuti.app.bots;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.app.AppVersion;
import org.katakuti.app.bots.gomoku.GomokuBots;
import org.katakuti.app.bots.small.SmallGridBots;
import org.katakuti.app.bots.tigadi.TigadiBots;
import org.katakuti.app.bots.ultimate.UltimateBots;

/**
 * The built-in computer opponent at one {@link Level}, for every game it has
 * bots for. Found through {@link java.util.ServiceLoader}, exactly like a plugin.
 */
public abstract class LevelBotFactory implements BotFactory {

    /** The families of games with built-in bots; the first that plays a game makes its bots. */
    private static final List<GameBots> FAMILIES = Collections.unmodifiableList(Arrays.<GameBots>asList(
            new SmallGridBots(),
            new UltimateBots(),
            new GomokuBots(),
            new TigadiBots()
    ));

    private final Level level;

    protected LevelBotFactory(Level level) {
        this.level = level;
    }

    /** @return the level of the bots this factory makes */
    public Level level() {
        return level;
    }

    @Override
    public String id() {
        return level.id();
    }

    @Override
    public String name() {
        return level.displayName();
    }

    /** @return the app's own version: the built-in levels change with it */
    @Override
    public String version() {
        return AppVersion.app();
    }

    @Override
    public String author() {
        return "Katakuti";
    }

    @Override
    public String description() {
        return level.description();
    }

    @Override
    public boolean plays(Game game) {
        return family(game) != null;
    }

    @Override
    public Bot create(Game game, long seed) {
        GameBots family = family(game);
        if (family == null) {
            throw new IllegalArgumentException("no " + level.id() + " bot for " + game.id());
        }
        return family.create(level, game, seed);
    }

    private static GameBots family(Game game) {
        for (GameBots family : FAMILIES) {
            if (family.plays(game)) {
                return family;
            }
        }
        return null;
    }

    /** The easy computer. */
    public static final class Easy extends LevelBotFactory {
        public Easy() {
            super(Level.EASY);
        }
    }

    /** The normal computer. */
    public static final class Normal extends LevelBotFactory {
        public Normal() {
            super(Level.NORMAL);
        }
    }

    /** The hard computer. */
    public static final class Hard extends LevelBotFactory {
        public Hard() {
            super(Level.HARD);
        }
    }
}
