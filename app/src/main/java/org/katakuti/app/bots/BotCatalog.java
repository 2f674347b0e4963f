package org.katakuti.app.bots;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import java.util.jar.JarFile;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.rules.Game;

/**
 * Every bot the table knows: the built-in levels and the plugin jars.
 * Factories are found with {@link ServiceLoader} and made only when first
 * asked for (the app must start fast). A factory that cannot be loaded, or
 * whose id is missing or taken, is reported as one line through the warning
 * sink and skipped; it never stops the others.
 */
public final class BotCatalog {

    /** More broken entries than this in a row means the loader is stuck: give up. */
    private static final int MAX_ERRORS_IN_A_ROW = 100;

    private final ClassLoader loader;
    private final Consumer<String> warnings;
    private List<BotFactory> factories;

    private BotCatalog(ClassLoader loader, List<BotFactory> factories, Consumer<String> warnings) {
        this.loader = loader;
        this.factories = factories;
        this.warnings = warnings;
    }

    /**
     * The catalog of the running app: the factories registered on its class path.
     *
     * @param warnings where to send one-line warnings about broken factories
     */
    public static BotCatalog standard(Consumer<String> warnings) {
        return using(botClassLoader(warnings), warnings);
    }

    /**
     * The catalog of the factories registered in {@code loader}'s services files.
     *
     * @param warnings where to send one-line warnings about broken factories
     */
    public static BotCatalog using(ClassLoader loader, Consumer<String> warnings) {
        return new BotCatalog(loader, null, warnings);
    }

    /** A catalog of exactly these factories, for tests and embedding. */
    public static BotCatalog of(List<BotFactory> factories) {
        List<BotFactory> copy = new ArrayList<>();
        Consumer<String> ignore = warning -> { };
        for (BotFactory factory : factories) {
            addUnlessTaken(copy, factory, ignore);
        }
        return new BotCatalog(null, Collections.unmodifiableList(copy), ignore);
    }

    /**
     * The class loader bot factories are looked up in: the app's own, and over
     * it every jar in the plugin folder ({@link #pluginFolder()}). A jar that
     * cannot be read is skipped with a warning.
     *
     * @param warnings where to send one-line warnings about unreadable jars
     */
    public static ClassLoader botClassLoader(Consumer<String> warnings) {
        ClassLoader app = BotCatalog.class.getClassLoader();
        File folder = pluginFolder();
        File[] jars = folder == null ? null : folder.listFiles((dir, name) -> name.toLowerCase(Locale.ROOT).endsWith(".jar"));
        if (jars == null || jars.length == 0) {
            return app;
        }
        Arrays.sort(jars);
        List<URL> urls = new ArrayList<>();
        for (File jar : jars) {
            try {
                // a damaged jar would otherwise be passed over in silence by the service lookup
                new JarFile(jar).close();
                urls.add(jar.toURI().toURL());
            } catch (IOException e) {
                warnings.accept("warning: plugin " + jar.getName() + " is not a readable jar and was skipped: " + e.getMessage());
            }
        }
        return urls.isEmpty() ? app : new URLClassLoader(urls.toArray(new URL[0]), app);
    }

    /**
     * The folder players drop bot jars into: {@code plugins/} beside the running
     * jar, or the folder named by the system property {@code katakuti.plugins}.
     *
     * @return the folder, or null when the app does not run from a jar and no folder is named
     */
    public static File pluginFolder() {
        String named = System.getProperty("katakuti.plugins");
        if (named != null) {
            return new File(named);
        }
        try {
            File code = new File(BotCatalog.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return code.isFile() ? new File(code.getParentFile(), "plugins") : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** @return every usable factory, built-in first, in the order they were found */
    public synchronized List<BotFactory> all() {
        if (factories == null) {
            factories = Collections.unmodifiableList(load());
        }
        return factories;
    }

    /**
     * @return the factory with this id
     * @throws IllegalArgumentException for an unknown id, naming the known ones
     */
    public BotFactory byId(String id) {
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
        // Built-in levels first, whatever the class path order: no plugin can take their ids.
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
     * @return who a bot of {@code factory} is, for a match record: a built-in level
     *     or a plugin, by its id and name, with its seed
     */
    public static PlayerInfo playerInfo(BotFactory factory, long seed) {
        PlayerKind kind = factory instanceof LevelBotFactory ? PlayerKind.BUILT_IN : PlayerKind.PLUGIN;
        return PlayerInfo.bot(kind, factory.id(), factory.name(), null, seed);
    }
}
