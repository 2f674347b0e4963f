package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;

/**
 * {@code katakuti bots [--game ID]}: one line per bot, its id, name and the
 * games it plays; with {@code --game}, only the bots that play that game.
 */
public final class BotsCommand implements Command {

    private final BotCatalog catalog;

    /** Lists every bot the app can find. */
    public BotsCommand() {
        this(null);
    }

    /** @param catalog the bots to list; null for the app's own */
    public BotsCommand(BotCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public String name() {
        return "bots";
    }

    @Override
    public String summary() {
        return "list the bots: id, name and the games each plays";
    }

    @Override
    public String usage() {
        return "usage: katakuti bots [--game ID]\n"
                + "\n"
                + "One line per bot: its id (for arena, bench and the bot protocol), its name\n"
                + "and the games it plays.\n"
                + "\n"
                + "  --game ID    only the bots that play this game\n";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value("--game").parse(args);
        String id = options.get("--game");
        List<Game> games = id == null ? Games.all() : Collections.singletonList(Arguments.game(id));
        BotCatalog bots = Arguments.orStandard(catalog, err);
        List<BotFactory> factories = bots.all();
        int idWidth = 2;
        int nameWidth = 4;
        for (BotFactory factory : factories) {
            idWidth = Math.max(idWidth, factory.id().length());
            nameWidth = Math.max(nameWidth, factory.name().length());
        }
        for (BotFactory factory : factories) {
            List<String> played = new ArrayList<>();
            for (Game game : games) {
                if (bots.plays(factory, game)) {
                    played.add(game.id());
                }
            }
            if (games.size() == 1 && played.isEmpty()) {
                continue;
            }
            out.println(pad(factory.id(), idWidth) + "  " + pad(factory.name(), nameWidth) + "  "
                    + (played.isEmpty() ? "(plays no game yet)" : String.join(" ", played)));
        }
        out.flush();
        return 0;
    }

    private static String pad(String text, int width) {
        StringBuilder padded = new StringBuilder(text);
        while (padded.length() < width) {
            padded.append(' ');
        }
        return padded.toString();
    }
}
