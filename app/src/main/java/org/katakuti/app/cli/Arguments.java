package org.katakuti.app.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.pbrain.BrainBotFactory;

/** Reading the games, bots and numbers typed on the command line, with one-line errors. */
final class Arguments {

    private Arguments() {
    }

    /** The option every command that takes bots has: one more folder of plugin jars. */
    static final String PLUGINS = "--plugins";

    /** The line of the option in every such command's usage. */
    static final String PLUGINS_USAGE = "  --plugins DIR   also use the plugin jars in DIR (after plugins/ and the user's plugins folder)\n";

    /** @return {@code catalog}, or the app's own catalog warning on {@code err} when it is null */
    static BotCatalog orStandard(BotCatalog catalog, PrintStream err) {
        return catalog != null ? catalog : BotCatalog.standard(err::println);
    }

    /**
     * @return {@code catalog} (the app's own when null) with the jars of the
     *     {@code --plugins DIR} found in {@code args}, if any
     * @throws UsageException when DIR is not a folder
     */
    static BotCatalog bots(BotCatalog catalog, List<String> args, PrintStream err) {
        BotCatalog bots = orStandard(catalog, err);
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String folder = null;
            if (arg.equals(PLUGINS) && i + 1 < args.size()) {
                folder = args.get(i + 1);
            } else if (arg.startsWith(PLUGINS + "=")) {
                folder = arg.substring(PLUGINS.length() + 1);
            }
            if (folder != null) {
                if (!Files.isDirectory(Paths.get(folder))) {
                    throw new UsageException("--plugins needs a folder of plugin jars; '" + folder + "' is none");
                }
                return bots.withPlugins(Paths.get(folder));
            }
        }
        return bots;
    }

    /** @return the game with this rule-book id */
    static Game game(String id) {
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** @return the bot with this id; {@code pbrain:PATH} is the Gomocup brain at PATH, its messages on stderr */
    static BotFactory bot(BotCatalog bots, String id) {
        try {
            if (id.startsWith(BrainBotFactory.PREFIX)) {
                return BrainBotFactory.named(id, System.err::println);
            }
            return bots.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** @return the bot with this id, which must play {@code game} */
    static BotFactory bot(BotCatalog bots, String id, Game game) {
        BotFactory factory = bot(bots, id);
        if (!bots.plays(factory, game)) {
            throw new UsageException("bot '" + id + "' does not play " + game.id());
        }
        return factory;
    }

    /** @return the option as a whole number from {@code min} to {@code max}; {@code fallback} when not given */
    static long number(Options options, String name, long fallback, long min, long max) {
        long number = options.number(name, fallback);
        if (number < min || number > max) {
            throw new UsageException(name + " must be from " + min + " to " + max + ", not " + number);
        }
        return number;
    }

    /** @return the two bot ids of {@code --bots A,B} */
    static List<String> botIds(String text) {
        List<String> ids = new ArrayList<>();
        for (String id : text.split(",", -1)) {
            ids.add(id.trim());
        }
        if (ids.size() != 2 || ids.get(0).isEmpty() || ids.get(1).isEmpty()) {
            throw new UsageException("--bots takes two bot ids separated by a comma, e.g. hard,normal; not '"
                    + text + "'");
        }
        return ids;
    }

    /**
     * Starts a Gomocup brain's processes before the games, so that its first move does not pay for its start;
     * other bots need nothing.
     */
    static void warmUp(BotFactory factory, Game game, int count) throws InterruptedException {
        if (factory instanceof BrainBotFactory) {
            try {
                ((BrainBotFactory) factory).warmUp(game, count);
            } catch (IllegalStateException e) {
                throw new UsageException(e.getMessage());
            }
        }
    }
}
