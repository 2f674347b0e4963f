package org.katakuti.app.bots;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.rules.Game;
import org.katakuti.app.pbrain.BrainBotFactory;
import org.katakuti.app.plugin.HostedBotFactory;
import org.katakuti.app.plugin.PluginBot;
import org.katakuti.app.plugin.PluginFolders;
import org.katakuti.app.plugin.PluginJar;
import org.katakuti.app.plugin.PluginScan;

/**
 * Every bot the table knows: the built-in levels (in the app's JVM) and the
 * bots of the plugin jars (each in a bot host of its own, see
 * {@code org.katakuti.app.plugin}). Built-in factories are found with
 * {@link ServiceLoader}; plugin jars are looked at by {@link PluginScan}, which
 * runs no plugin code here. Everything is found when first asked for (the app
 * must start fast). A factory that cannot be loaded, or whose id is missing or
 * taken, is reported as one line through the warning sink and left out; it
 * never stops the others. Every plugin jar keeps its status ({@link #plugins()}).
 */
public final class BotCatalog {

    /** More broken entries than this in a row means the loader is stuck: give up. */
    private static final int MAX_ERRORS_IN_A_ROW = 100;

    private final ClassLoader loader;
    private final List<BotFactory> given;
    private final PluginFolders folders;
    private final Consumer<String> warnings;
    /** Bots from elsewhere (the Gomocup brains the table was given), after the plugins'. */
    private final List<BotFactory> extra;
    private List<BotFactory> builtIn;
    private List<BotFactory> factories;
    private List<PluginJar> plugins = Collections.emptyList();

    private BotCatalog(ClassLoader loader, List<BotFactory> given, PluginFolders folders, Consumer<String> warnings,
            List<BotFactory> extra) {
        this.loader = loader;
        this.given = given;
        this.folders = folders;
        this.warnings = warnings;
        this.extra = extra;
    }

    /**
     * The catalog of the running app: the built-in levels and the jars of the
     * standard plugin folders ({@link PluginFolders#standard()}).
     *
     * @param warnings where to send one-line warnings about broken bots and refused jars
     */
    public static BotCatalog standard(Consumer<String> warnings) {
        return using(botClassLoader(warnings), warnings);
    }

    /**
     * The catalog of the factories registered in {@code loader}'s services files,
     * and the jars of the standard plugin folders.
     *
     * @param warnings where to send one-line warnings about broken bots and refused jars
     */
    public static BotCatalog using(ClassLoader loader, Consumer<String> warnings) {
        return using(loader, PluginFolders.standard(), warnings);
    }

    /**
     * The catalog of the factories registered in {@code loader}'s services files,
     * and the jars of {@code folders}.
     */
    public static BotCatalog using(ClassLoader loader, PluginFolders folders, Consumer<String> warnings) {
        return new BotCatalog(loader, null, folders, warnings, Collections.<BotFactory>emptyList());
    }

    /** A catalog of exactly these factories and no plugin folder, for tests and embedding. */
    public static BotCatalog of(List<BotFactory> factories) {
        return new BotCatalog(null, new ArrayList<>(factories), PluginFolders.none(), warning -> { },
                Collections.<BotFactory>emptyList());
    }

    /**
     * @return a catalog of the same bots and, after its folders, the jars of {@code folder}
     *     (the {@code --plugins DIR} of a command); looked at afresh when first asked
     */
    public BotCatalog withPlugins(Path folder) {
        return new BotCatalog(loader, given, folders.and(folder), warnings, extra);
    }

    /**
     * @return a catalog of the same sources with {@code bots} (in place of any
     *     given before) after the plugins' bots: the Gomocup brains the table was
     *     given. One whose id is taken is left out, with a warning.
     */
    public BotCatalog withExtra(List<? extends BotFactory> bots) {
        return new BotCatalog(loader, given, folders, warnings, new ArrayList<BotFactory>(bots));
    }

    /** @return a catalog of the same sources, looked at afresh when first asked ("Reload") */
    public BotCatalog reloaded() {
        return new BotCatalog(loader, given, folders, warnings, extra);
    }

    /** @return the folders this catalog looks for plugin jars in */
    public PluginFolders folders() {
        return folders;
    }

    /**
     * The class loader built-in bot factories are looked up in: the app's own.
     * Plugin jars are no longer put on it: they run in bot hosts.
     *
     * @param warnings unused, kept for callers of earlier versions
     */
    public static ClassLoader botClassLoader(Consumer<String> warnings) {
        return BotCatalog.class.getClassLoader();
    }

    /** @return every usable factory, built-in first, in the order they were found */
    public synchronized List<BotFactory> all() {
        if (factories == null) {
            List<BotFactory> found = new ArrayList<>(builtIn());
            found.addAll(hosted(found));
            for (BotFactory factory : extra) {
                addUnlessTaken(found, factory, warnings);
            }
            factories = Collections.unmodifiableList(found);
        }
        return factories;
    }

    /** @return the app's own factories (or those given), without a look at any plugin jar */
    private synchronized List<BotFactory> builtIn() {
        if (builtIn == null) {
            builtIn = Collections.unmodifiableList(given != null ? asGiven(given) : load());
        }
        return builtIn;
    }

    /** @return every plugin jar found, each with its status (loaded with its bots, or refused and why) */
    public synchronized List<PluginJar> plugins() {
        all();
        return plugins;
    }

    /** Looks at the plugin jars, leaving the ids of {@code found} to them. */
    private List<BotFactory> hosted(List<BotFactory> found) {
        Map<String, String> taken = new LinkedHashMap<>();
        for (BotFactory factory : found) {
            taken.put(factory.id(), (factory instanceof LevelBotFactory ? "the built-in bot " : "the bot ")
                    + safeName(factory));
        }
        plugins = Collections.unmodifiableList(PluginScan.scan(folders, taken));
        List<BotFactory> hosted = new ArrayList<>();
        for (PluginJar jar : plugins) {
            if (!jar.isLoaded()) {
                warnings.accept("warning: plugin " + jar.fileName() + " was refused: " + jar.refusal());
                continue;
            }
            for (PluginBot bot : jar.bots()) {
                if (bot.isUsable()) {
                    hosted.add(new HostedBotFactory(bot));
                } else {
                    warnings.accept("warning: plugin " + jar.fileName() + ": a bot (" + bot.className()
                            + ") was left out: " + bot.problem());
                }
            }
        }
        return hosted;
    }

    private static String safeName(BotFactory factory) {
        try {
            return factory.name();
        } catch (RuntimeException | LinkageError e) {
            return factory.id();
        }
    }

    /**
     * @return the factory with this id
     * @throws IllegalArgumentException for an unknown id, naming the known ones
     */
    public BotFactory byId(String id) {
        // No plugin may take a built-in bot's id, so naming one needs no look at the plugin jars, each of which
        // is read in a JVM of its own: a Gomocup manager counts a brain's start-up in its first move's time.
        for (BotFactory factory : builtIn()) {
            if (factory.id().equals(id)) {
                return factory;
            }
        }
        for (BotFactory factory : all()) {
            if (factory.id().equals(id)) {
                return factory;
            }
        }
        throw new IllegalArgumentException("unknown bot '" + id + "' (known: " + String.join(", ", ids()) + ")");
    }

    /** @return the factories that play {@code game}; a factory that fails to answer is left out */
    public List<BotFactory> forGame(Game game) {
        List<BotFactory> players = new ArrayList<>();
        for (BotFactory factory : all()) {
            if (plays(factory, game)) {
                players.add(factory);
            }
        }
        return players;
    }

    /**
     * Asks {@code factory} whether it plays {@code game}, treating a factory that
     * throws as one that does not, with a warning.
     */
    public boolean plays(BotFactory factory, Game game) {
        try {
            return factory.plays(game);
        } catch (RuntimeException | LinkageError e) {
            warnings.accept("warning: bot '" + factory.id() + "' failed to say whether it plays "
                    + game.id() + ": " + describe(e));
            return false;
        }
    }

    /** @return the ids of every usable factory, in catalog order */
    public List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (BotFactory factory : all()) {
            ids.add(factory.id());
        }
        return ids;
    }

    private List<BotFactory> load() {
        List<BotFactory> loaded = new ArrayList<>();
        Iterator<BotFactory> services = ServiceLoader.load(BotFactory.class, loader).iterator();
        int errorsInARow = 0;
        while (errorsInARow < MAX_ERRORS_IN_A_ROW) {
            try {
                if (!services.hasNext()) {
                    break;
                }
                loaded.add(services.next());
                errorsInARow = 0;
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                // The iterator has moved past the broken entry, so the rest still load.
                warnings.accept("warning: skipped a bot that could not be loaded: " + describe(e));
                errorsInARow++;
            }
        }
        return inOrder(loaded, warnings);
    }

    private static List<BotFactory> asGiven(List<BotFactory> given) {
        List<BotFactory> found = new ArrayList<>();
        for (BotFactory factory : given) {
            addUnlessTaken(found, factory, warning -> { });
        }
        return found;
    }

    /** Built-in levels first, whatever the class path order: no other bot can take their ids. */
    private static List<BotFactory> inOrder(List<BotFactory> loaded, Consumer<String> warnings) {
        List<BotFactory> found = new ArrayList<>();
        for (BotFactory factory : loaded) {
            if (factory instanceof LevelBotFactory) {
                addUnlessTaken(found, factory, warnings);
            }
        }
        for (BotFactory factory : loaded) {
            if (!(factory instanceof LevelBotFactory)) {
                addUnlessTaken(found, factory, warnings);
            }
        }
        return found;
    }

    private static void addUnlessTaken(List<BotFactory> found, BotFactory factory, Consumer<String> warnings) {
        String className = factory.getClass().getName();
        String id;
        try {
            id = factory.id();
        } catch (RuntimeException | LinkageError e) {
            warnings.accept("warning: skipped bot " + className + ": it failed to give its id: " + describe(e));
            return;
        }
        if (id == null || !id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            warnings.accept("warning: skipped bot " + className + ": its id '" + id
                    + "' is not lower-case letters, digits and dashes");
            return;
        }
        for (BotFactory other : found) {
            if (other.id().equals(id)) {
                warnings.accept("warning: skipped bot " + className + ": id '" + id
                        + "' is already taken by " + other.getClass().getName());
                return;
            }
        }
        found.add(factory);
    }

    /** One line for a throwable: its message, and the deepest cause's when it adds something. */
    static String describe(Throwable e) {
        StringBuilder text = new StringBuilder(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        Throwable cause = e.getCause();
        while (cause != null && cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        if (cause != null && cause != e) {
            text.append(" (").append(cause.getClass().getSimpleName());
            if (cause.getMessage() != null) {
                text.append(": ").append(cause.getMessage());
            }
            text.append(')');
        }
        return text.toString().replace('\n', ' ');
    }

    /**
     * @return who a bot of {@code factory} is, for a match record: a built-in level,
     *     an outside engine or a plugin, by its id and name, with its seed
     */
    public static PlayerInfo playerInfo(BotFactory factory, long seed) {
        PlayerKind kind = factory instanceof LevelBotFactory ? PlayerKind.BUILT_IN
                : factory instanceof BrainBotFactory ? PlayerKind.ENGINE
                : PlayerKind.PLUGIN;
        String version = kind != PlayerKind.BUILT_IN ? factory.version() : null;
        return PlayerInfo.bot(kind, factory.id(), factory.name(),
                version == null || version.isEmpty() ? null : version, seed);
    }
}
