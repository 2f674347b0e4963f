package org.katakuti.app.strength;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.function.Consumer;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.app.bots.BotCatalog;

/**
 * The bots of another build of Katakuti (an older {@code katakuti.jar}, or its
 * {@code app/target/classes} folder), to play them against this build's. The
 * build's own classes come first, so its bots are its own even where they share
 * a class name with ours; only the rules and the bot interface
 * ({@code org.katakuti.api}) are this build's, so that both bots play the same
 * game by the same rules.
 */
public final class BuildLoader extends URLClassLoader {

    private static final String API = "org.katakuti.api.";

    private BuildLoader(URL build) {
        // Above the build: only the JDK, never this app's class path.
        super(new URL[] {build}, ClassLoader.getSystemClassLoader().getParent());
    }

    /**
     * @return the bot {@code id} of the build in {@code path} (a jar or a class folder)
     * @throws IllegalArgumentException when the path is not there or the build has no such bot
     */
    public static BotFactory bot(File path, String id, Consumer<String> warnings) {
        if (!path.exists()) {
            throw new IllegalArgumentException("no build at " + path + ": give a katakuti jar or a class folder");
        }
        URL url;
        try {
            url = path.toURI().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("cannot read the build at " + path + ": " + e.getMessage(), e);
        }
        BotCatalog catalog = BotCatalog.using(new BuildLoader(url), warnings);
        try {
            return catalog.byId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the build at " + path + ": " + e.getMessage(), e);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(API)) {
            return BuildLoader.class.getClassLoader().loadClass(name);
        }
        return super.loadClass(name, resolve);
    }
}
