package org.katakuti.app.player;

import java.util.function.LongFunction;
import java.util.function.Predicate;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/** Bot factories for tests, made from a lambda: the bots that behave and those that misbehave on purpose. */
public final class TestFactories {

    private TestFactories() {
    }

    /** A factory that plays every game with the one {@code bot}. */
    public static BotFactory of(String id, String name, Bot bot) {
        return of(id, name, game -> true, seed -> bot);
    }

    /** A factory that plays the games {@code plays} accepts, making each bot from its seed. */
    public static BotFactory of(String id, String name, Predicate<Game> plays, LongFunction<Bot> maker) {
        return new BotFactory() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String name() {
                return name;
            }

            @Override
            public boolean plays(Game game) {
                return plays.test(game);
            }

            @Override
            public Bot create(Game game, long seed) {
                return maker.apply(seed);
            }
        };
    }
}
