package org.katakuti.app.cli;

import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.TestFactories;

/**
 * Tiny bots for the command tests: they play every game without any search,
 * so the tests do not wait on the real levels, and some misbehave on purpose.
 */
final class TestBots {

    private TestBots() {
    }

    /** A catalog of every test bot. */
    static BotCatalog catalog() {
        return BotCatalog.of(List.of(
                factory("first-legal", seed -> (position, deadline) -> position.legalMoves().get(0)),
                factory("random-legal", seed -> {
                    Random random = new Random(seed);
                    return (position, deadline) -> {
                        List<Move> moves = position.legalMoves();
                        return moves.get(random.nextInt(moves.size()));
                    };
                }),
                factory("thrower", seed -> (position, deadline) -> {
                    throw new IllegalStateException("boom");
                }),
                // z26 is off every board of the table.
                factory("cheater", seed -> (position, deadline) -> Move.at(Point.of(25, 25))),
                factory("thinker", seed -> new Thinker()),
                factory("sleeper", seed -> (position, deadline) -> {
                    try {
                        Thread.sleep(60_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return position.legalMoves().get(0);
                })));
    }

    /** Thinks until its deadline is up, as a searching bot does, then plays the first legal move. */
    static final class Thinker implements Bot {
        private SearchReport report;

        @Override
        public Move choose(Position position, Deadline deadline) {
            long start = System.nanoTime();
            long positions = 0;
            while (!deadline.isUp()) {
                positions++;
            }
            report = new SearchReport(positions, 1, System.nanoTime() - start, "");
            return position.legalMoves().get(0);
        }

        @Override
        public SearchReport lastReport() {
            return report;
        }
    }

    interface BotMaker {
        Bot make(long seed);
    }

    static BotFactory factory(String id, BotMaker maker) {
        return factory(id, game -> true, maker);
    }

    static BotFactory factory(String id, Predicate<Game> plays, BotMaker maker) {
        return TestFactories.of(id, "Test: " + id, plays, maker::make);
    }
}
