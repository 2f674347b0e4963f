package org.katakuti.app.bots;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.rules.Game;

/** The built-in bots of one family of games, at every level. */
public interface GameBots {

    /** @return true when this family has bots for {@code game} */
    boolean plays(Game game);

    /** Makes the bot of {@code level} for {@code game}, seeded for reproducible play. */
    Bot create(Level level, Game game, long seed);
}
