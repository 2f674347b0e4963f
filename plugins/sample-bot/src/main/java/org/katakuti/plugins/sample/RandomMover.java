package org.katakuti.plugins.sample;

import java.util.List;
import java.util.Random;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * Plays a random legal move, except that it takes a move that wins on the
 * spot when there is one (a completed line in the m,n,k games, or whatever
 * ends the game in the mover's favour in the others). It uses only the
 * immutable {@link Position}, which is the simplest way to write a bot; a bot
 * that searches deeply should use the mutable boards of each game's package.
 *
 * <p>A bot is asked on a thread of its own and must answer before the
 * {@link Deadline}: this one checks it while looking for a winning move.
 */
public final class RandomMover implements Bot {

    private final Random random;
    private SearchReport lastReport;

    /** @param seed the same seed gives the same moves */
    public RandomMover(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        long start = System.nanoTime();
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the game is over: " + position.outcome());
        }
        Seat me = position.toMove();
        int looked = 0;
        for (Move move : moves) {
            if (deadline.isUp()) {
                break;
            }
            looked++;
            if (position.play(move).outcome().winner() == me) {
                lastReport = new SearchReport(looked, 1, System.nanoTime() - start, "wins at once");
                return move;
            }
        }
        lastReport = new SearchReport(looked, 1, System.nanoTime() - start, "random");
        return moves.get(random.nextInt(moves.size()));
    }

    @Override
    public SearchReport lastReport() {
        return lastReport;
    }
}
