package org.katakuti.app.cli;

import java.io.PrintStream;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;

/** Looking up games and bots by the ids typed on the command line, with one-line errors. */
final class Catalogs {

    private Catalogs() {
    }

    /** @return {@code catalog}, or the app's own catalog warning on {@code err} when it is null */
    static BotCatalog orStandard(BotCatalog catalog, PrintStream err) {
        return catalog != null ? catalog : BotCatalog.standard(err::println);
    }

    /** @return the game with this rule-book id */
    static Game game(String id) throws UsageException {
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** @return the bot with this id, which must play {@code game} */
    static BotFactory bot(BotCatalog bots, String id, Game game) throws UsageException {
        BotFactory factory;
        try {
            factory = bots.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (!bots.plays(factory, game)) {
            throw new UsageException("bot '" + id + "' does not play " + game.id());
        }
        return factory;
    }
}
