package org.katakuti.api.bot;

import org.katakuti.api.rules.Game;

/**
 * Makes bots: the service a bot jar provides. The table finds factories with
 * {@link java.util.ServiceLoader}: a jar lists its implementation class in
 * {@code META-INF/services/org.katakuti.api.bot.BotFactory}, and the class has a
 * public no-argument constructor. The built-in levels {@code easy},
 * {@code normal} and {@code hard} are found the same way.
 *
 * <p>What a factory says of itself ({@link #id()}, {@link #name()}, {@link #version()},
 * {@link #author()}, {@link #description()} and which games it {@link #plays})
 * must not depend on anything but the factory itself: the table reads it once,
 * when it looks at the jar, in the plugin's own process, and shows it as data.
 */
public interface BotFactory {

    /**
     * @return a short unique id: lower-case letters, digits and dashes, as used
     *     on the command line and in protocols ({@code hard}, {@code random-walk})
     */
    String id();

    /** @return the name shown to players, e.g. {@code "Hard"} */
    String name();

    /** @return true when this factory can make a bot for {@code game} */
    boolean plays(Game game);

    /**
     * Makes a bot for {@code game}.
     *
     * @param seed the seed for any randomness: the same seed and the same
     *     positions give the same moves (given the same time to think)
     * @throws IllegalArgumentException when {@link #plays(Game)} is false
     */
    Bot create(Game game, long seed);

    /**
     * @return the bot's version as its author numbers it, e.g. {@code "1.2"};
     *     empty when it does not say (the table then shows the jar's
     *     {@code Implementation-Version})
     * @since 1.0
     */
    default String version() {
        return "";
    }

    /**
     * @return who wrote the bot; empty when it does not say (the table then
     *     shows the jar's {@code Implementation-Vendor})
     * @since 1.0
     */
    default String author() {
        return "";
    }

    /**
     * @return one line saying what the bot is, e.g. {@code "plays at random"}; empty when it does not say
     * @since 1.0
     */
    default String description() {
        return "";
    }
}
