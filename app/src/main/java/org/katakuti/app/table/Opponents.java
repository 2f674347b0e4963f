package org.katakuti.app.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/**
 * The computer players found on the class path: the built-in levels and any
 * plugin jar's {@link BotFactory}. The scan runs once, off the event thread
 * and after the window is up, so it never slows the start.
 */
public final class Opponents {

    private final List<BotFactory> factories;

    public Opponents(List<BotFactory> factories) {
        this.factories = Collections.unmodifiableList(new ArrayList<>(factories));
    }

    /** Finds every {@link BotFactory} service; a broken plugin is skipped, not fatal. */
    public static Opponents scan(ClassLoader loader) {
        List<BotFactory> found = new ArrayList<>();
        Iterator<BotFactory> services = ServiceLoader.load(BotFactory.class, loader).iterator();
        // a broken provider line may throw again and again: give up after plenty of tries
        for (int tries = 0; tries < 1000; tries++) {
            try {
                if (!services.hasNext()) {
                    break;
                }
                found.add(services.next());
            } catch (ServiceConfigurationError | LinkageError e) {
                // a plugin that cannot load is left out; the others still play
            }
        }
        return new Opponents(found);
    }

    /** @return every factory found */
    public List<BotFactory> all() {
        return factories;
    }

    /** @return the factories that can play {@code game}, in the order found */
    public List<BotFactory> playing(Game game) {
        List<BotFactory> playing = new ArrayList<>();
        for (BotFactory factory : factories) {
            try {
                if (factory.plays(game)) {
                    playing.add(factory);
                }
            } catch (RuntimeException e) {
                // a factory that cannot even answer plays nothing
            }
        }
        return playing;
    }
}
