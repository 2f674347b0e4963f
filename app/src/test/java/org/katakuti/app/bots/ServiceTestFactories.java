package org.katakuti.app.bots;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/** Bot factories that the catalog tests register through services files of their own. */
public final class ServiceTestFactories {

    private ServiceTestFactories() {
    }

    /** A well-behaved factory that counts how often it is made. */
    public static class Counted implements BotFactory {
        static int made;

        public Counted() {
            made++;
        }

        @Override
        public String id() {
            return "counted";
        }

        @Override
        public String name() {
            return "Counted";
        }

        @Override
        public boolean plays(Game game) {
            return game.id().equals("gomoku");
        }

        @Override
        public Bot create(Game game, long seed) {
            return (position, deadline) -> position.legalMoves().get(0);
        }
    }

    /** A factory whose constructor fails, as a broken plugin's might. */
    public static class Exploding extends Counted {
        public Exploding() {
            throw new IllegalStateException("cannot find my opening book");
        }
    }

    /** A factory that takes an id already taken by a built-in level. */
    public static class Impostor extends Counted {
        @Override
        public String id() {
            return "hard";
        }
    }

    /** A factory whose id breaks the id rules. */
    public static class BadlyNamed extends Counted {
        @Override
        public String id() {
            return "My Bot";
        }
    }

    /** A factory that cannot answer whether it plays a game. */
    public static class Confused extends Counted {
        @Override
        public String id() {
            return "confused";
        }

        @Override
        public boolean plays(Game game) {
            throw new UnsupportedOperationException("no idea");
        }
    }
}
