package org.katakuti.app.bots.small;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * The hard small-grid bot: solves the position and plays a move of the best
 * value, a random one (from its seed) when several are equally good. It never
 * loses a game that can be held, and once the other player errs into a lost
 * position it wins, as fast as it can.
 *
 * <p>Should the deadline come before the solution (only on a very short
 * budget), it plays what the normal bot would.
 */
final class PerfectBot implements Bot {

    private final SmallGridSolver solver;
    private final ThreatBot fallback;
    private final Random random;
    private final MnkGame game;
    private SearchReport report;

    PerfectBot(MnkGame game, long seed) {
        this.game = game;
        this.solver = new SmallGridSolver(game);
        this.fallback = new ThreatBot(game, 1.0, true, seed);
        this.random = new Random(seed);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        MnkBoard board = SmallGridBots.boardOf(position, game);
        long start = System.nanoTime();
        long before = solver.positions();
        try {
            List<Integer> best = choices(board, deadline);
            int square = best.get(random.nextInt(best.size()));
            report = new SearchReport(solver.positions() - before, board.size() - board.moveCount(),
                    System.nanoTime() - start, "solved, " + best.size() + " best of " + position.legalMoves().size());
            return SmallGridBots.moveAt(board, square);
        } catch (SmallGridSolver.OutOfTime e) {
            Move move = fallback.choose(position, deadline);
            report = new SearchReport(solver.positions() - before, 0, System.nanoTime() - start,
                    "out of time before the solution; played a normal move");
            return move;
        }
    }

    /**
     * The moves this bot may choose here: those of the best value, and of
     * those the best placed ({@link Placement}), which sets more traps than
     * a random drawing move would. {@link #choose} always picks one of these
     * once it has solved the position.
     */
    List<Integer> choices(MnkBoard board, Deadline deadline) {
        List<Integer> best = solver.bestMoves(board, deadline);
        List<Integer> choices = new ArrayList<>();
        int bestPlace = Integer.MIN_VALUE;
        for (int square : best) {
            int place = Placement.value(board, square);
            if (place > bestPlace) {
                choices.clear();
                bestPlace = place;
            }
            if (place == bestPlace) {
                choices.add(square);
            }
        }
        return choices;
    }

    /** The exact value of the ongoing {@code board} for the seat to move (see {@link SmallGridSolver}). */
    int value(MnkBoard board) {
        return solver.value(board, Deadline.none());
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }
}
