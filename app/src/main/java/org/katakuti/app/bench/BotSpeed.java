package org.katakuti.app.bench;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.player.BotAnswer;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.arena.Seeds;

/**
 * How fast one bot thinks in one game: it plays against itself, game after
 * game, until the wanted number of moves has been timed. Immutable result of
 * {@link #measure}.
 */
public final class BotSpeed {
    private final int moves;
    private final long totalNanos;
    private final long maxNanos;
    private final long positions;
    private final long searchNanos;
    private final String failure;

    private BotSpeed(int moves, long totalNanos, long maxNanos, long positions, long searchNanos, String failure) {
        this.moves = moves;
        this.totalNanos = totalNanos;
        this.maxNanos = maxNanos;
        this.positions = positions;
        this.searchNanos = searchNanos;
        this.failure = failure;
    }

    /**
     * Times {@code wanted} moves of {@code factory}'s bot playing {@code game} against itself.
     *
     * @param budgetMillis each move's deadline
     * @param seed where the bots' seeds come from
     */
    public static BotSpeed measure(BotFactory factory, Game game, int wanted, long budgetMillis, long seed)
            throws InterruptedException {
        int moves = 0;
        long total = 0;
        long max = 0;
        long positions = 0;
        long searchNanos = 0;
        for (int round = 0; moves < wanted; round++) {
            BotRunner first = new BotRunner(factory, game, Seeds.derive(seed, 2 * round));
            BotRunner second = new BotRunner(factory, game, Seeds.derive(seed, 2 * round + 1));
            try {
                Position position = game.start();
                while (!position.isOver() && moves < wanted) {
                    BotAnswer answer = (position.toMove() == Seat.FIRST ? first : second).choose(position,
                            budgetMillis);
                    if (!answer.isMove()) {
                        return new BotSpeed(moves, total, max, positions, searchNanos, answer.why());
                    }
                    moves++;
                    total += answer.nanos();
                    max = Math.max(max, answer.nanos());
                    SearchReport report = answer.report();
                    if (report != null) {
                        positions += report.positions();
                        searchNanos += report.nanos();
                    }
                    position = position.play(answer.move());
                }
            } finally {
                first.close();
                second.close();
            }
        }
        return new BotSpeed(moves, total, max, positions, searchNanos, null);
    }

    /** @return moves timed */
    public int moves() {
        return moves;
    }

    /** @return mean wall-clock time a move, in milliseconds */
    public double meanMillis() {
        return moves == 0 ? 0 : totalNanos / 1e6 / moves;
    }

    /** @return the slowest move's wall-clock time, in milliseconds */
    public double maxMillis() {
        return maxNanos / 1e6;
    }

    /** @return positions a second over the searches the bot reported; -1 when it reported none */
    public long positionsPerSecond() {
        return searchNanos <= 0 ? -1 : (long) (positions * 1e9 / searchNanos);
    }

    /** @return what went wrong when the bot failed before all moves were timed; null otherwise */
    public String failure() {
        return failure;
    }
}
