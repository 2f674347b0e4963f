package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.plugin.HostedBotFactory;
import org.katakuti.app.plugin.PluginBot;
import org.katakuti.app.plugin.PluginJar;

/**
 * {@code katakuti bots [--game ID] [--json] [--plugins DIR]}: one line per bot,
 * its id, name and the games it plays; then every plugin jar found with its
 * status, loaded (with its bots) or refused (with the reason). With
 * {@code --game}, only the bots that play that game; with {@code --json}, the
 * same as one JSON object.
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
        return "list the bots: id, name and the games each plays, and every plugin jar's status";
    }

    @Override
    public String usage() {
        return "usage: katakuti bots [--game ID] [--json] [--plugins DIR]\n"
                + "\n"
                + "One line per bot: its id (for arena, bench and the bot protocol), its name\n"
                + "and the games it plays. Then every plugin jar found, loaded with its bots or\n"
                + "refused with the reason, and the folders looked in.\n"
                + "\n"
                + "  --game ID       only the bots that play this game\n"
                + "  --json          the same as one JSON object: bots, plugins, folders\n"
                + Arguments.PLUGINS_USAGE;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value("--game").flag("--json").value(Arguments.PLUGINS).parse(args);
        String id = options.get("--game");
        List<Game> games = id == null ? Games.all() : Collections.singletonList(Arguments.game(id));
        // every refusal is printed below, so none goes to standard error as well
        BotCatalog bots = Arguments.bots(catalog != null ? catalog : BotCatalog.standard(warning -> { }), args, err);
        List<Listed> listed = new ArrayList<>();
        for (BotFactory factory : bots.all()) {
            List<String> played = new ArrayList<>();
            for (Game game : games) {
                if (bots.plays(factory, game)) {
                    played.add(game.id());
                }
            }
            if (games.size() > 1 || !played.isEmpty()) {
                listed.add(new Listed(factory, played));
            }
        }
        if (options.has("--json")) {
            out.println(json(listed, bots));
        } else {
            print(listed, bots, out);
        }
        out.flush();
        return 0;
    }

    /** One bot as listed. */
    private static final class Listed {
        final BotFactory factory;
        final List<String> games;

        Listed(BotFactory factory, List<String> games) {
            this.factory = factory;
            this.games = games;
        }
    }

    private static void print(List<Listed> listed, BotCatalog bots, PrintStream out) {
        int idWidth = 2;
        int nameWidth = 4;
        for (Listed bot : listed) {
            idWidth = Math.max(idWidth, bot.factory.id().length());
            nameWidth = Math.max(nameWidth, bot.factory.name().length());
        }
        for (Listed bot : listed) {
            out.println(pad(bot.factory.id(), idWidth) + "  " + pad(bot.factory.name(), nameWidth) + "  "
                    + (bot.games.isEmpty() ? "(plays no game yet)" : String.join(" ", bot.games)));
        }
        List<PluginJar> jars = bots.plugins();
        if (jars.isEmpty()) {
            return;
        }
        out.println();
        out.println("plugin jars:");
        for (PluginJar jar : jars) {
            if (!jar.isLoaded()) {
                out.println("  " + jar.path() + ": refused: " + jar.refusal());
                continue;
            }
            out.println("  " + jar.path() + ": loaded");
            for (PluginBot bot : jar.bots()) {
                out.println("    " + (bot.isUsable() ? (bot.id() + "  " + bot.name() + " " + about(bot)).trim()
                        : bot.className() + ": left out: " + bot.problem()));
            }
        }
        out.println("looked in: " + join(bots.folders().folders()));
    }

    private static String about(PluginBot bot) {
        StringBuilder about = new StringBuilder();
        if (!bot.version().isEmpty()) {
            about.append("version ").append(bot.version());
        }
        if (!bot.author().isEmpty()) {
            about.append(about.length() > 0 ? ", " : "").append("by ").append(bot.author());
        }
        if (!bot.description().isEmpty()) {
            about.append(about.length() > 0 ? ": " : "").append(bot.description());
        }
        return about.length() == 0 ? "" : "(" + about + ")";
    }

    private static String json(List<Listed> listed, BotCatalog catalog) {
        List<Map<String, Object>> bots = new ArrayList<>();
        for (Listed bot : listed) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("id", bot.factory.id());
            one.put("name", bot.factory.name());
            boolean plugin = bot.factory instanceof HostedBotFactory;
            one.put("kind", plugin ? "plugin" : "built-in");
            one.put("version", bot.factory.version());
            one.put("author", bot.factory.author());
            one.put("description", bot.factory.description());
            one.put("games", bot.games);
            one.put("jar", plugin ? ((HostedBotFactory) bot.factory).plugin().jar().toString() : null);
            bots.add(one);
        }
        List<Map<String, Object>> plugins = new ArrayList<>();
        for (PluginJar jar : catalog.plugins()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("jar", jar.path().toString());
            one.put("status", jar.isLoaded() ? "loaded" : "refused");
            one.put("reason", jar.refusal());
            List<Map<String, Object>> inside = new ArrayList<>();
            for (PluginBot bot : jar.bots()) {
                Map<String, Object> described = new LinkedHashMap<>();
                described.put("className", bot.className());
                described.put("id", bot.id());
                described.put("status", bot.isUsable() ? "loaded" : "refused");
                described.put("reason", bot.problem());
                inside.add(described);
            }
            one.put("bots", inside);
            plugins.add(one);
        }
        List<String> folders = new ArrayList<>();
        for (Path folder : catalog.folders().folders()) {
            folders.add(folder.toString());
        }
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("bots", bots);
        all.put("plugins", plugins);
        all.put("folders", folders);
        return new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson(all);
    }

    private static String join(List<Path> folders) {
        List<String> names = new ArrayList<>();
        for (Path folder : folders) {
            names.add(folder.toString());
        }
        return String.join(", ", names);
    }

    private static String pad(String text, int width) {
        StringBuilder padded = new StringBuilder(text);
        while (padded.length() < width) {
            padded.append(' ');
        }
        return padded.toString();
    }
}
