package org.katakuti.app.bots.small;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.bots.Untimed;

/**
 * The hard small-grid bot: solves the position and plays a move of the best
 * value (the fastest win, else a draw, else the slowest loss). It never loses
 * a game that can be held, and once the other player errs into a lost
 * position it wins. Among equally good moves it prefers the traps: those
 * with the best chance that a normal player goes wrong ({@link Traps}), then
 * the best placed ({@link Placement}), and picks among those at random (from
 * its seed).
 *
 * <p>Short of time, it weighs the traps less far ahead; out of time before
 * even the other's first reply is weighed, it plays any move of the best
 * value; out of time before even that (only on a very short budget), it plays
 * what the normal bot would.
 */
final class PerfectBot implements Bot {

    /**
     * The choices on the first two marks, the dearest to work out (about
     * half a second on four-by-four), shared by every hard bot in this run.
     */
    private static final Map<String, List<Integer>> OPENINGS = new ConcurrentHashMap<>();
    private static final int OPENING_MARKS = 1;
    /** Expected scores closer than this are equal: they differ only by rounding. */
    private static final double SAME_HOPE = 1e-9;

    private final SmallGridSolver solver;
    private final ThreatBot fallback;
    private final Traps traps;
    private final SplittableRandom random;
    private final MnkGame game;
    private SearchReport report;
    /** The choices last worked out, and for which position: asked twice, the bot answers at once. */
    private List<Integer> lastChoices;
    private long lastHash;

    PerfectBot(MnkGame game, long seed) {
        this(game, seed, Traps.BUDGET);
    }

    /** A hard bot whose look for traps may cost {@code trapBudget} solver positions a depth. */
    PerfectBot(MnkGame game, long seed, long trapBudget) {
        this.game = game;
        this.solver = new SmallGridSolver(game);
        this.fallback = SmallGridBots.normal(game, seed);
        this.traps = new Traps(solver, fallback, trapBudget);
        this.random = new SplittableRandom(seed);
    }

    /** @return how long before a deadline of {@code budgetMillis} the solver stops: 5 %, 2 to 20 ms */
    static long marginMillis(long budgetMillis) {
        return Math.max(2, Math.min(20, budgetMillis / 20));
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        MnkBoard board = SmallGridBots.boardOf(position, game);
        long start = System.nanoTime();
        long before = solver.positions();
        // The solver stops a little before the deadline: what is left is for the normal move
        // played when it has not finished, and for the answer to reach the table in time.
        Deadline solving = Untimed.is(deadline) ? deadline
                : Deadline.in(Math.max(0, deadline.remainingMillis() - marginMillis(deadline.budgetMillis())));
        List<Integer> moves;
        String note;
        try {
            moves = choices(board, solving);
            note = "solved: " + moves.size() + " best moves set the best traps";
        } catch (SmallGridSolver.OutOfTime late) {
            try {
                moves = solver.bestMoves(board, solving);
                note = "solved, no time to weigh traps";
            } catch (SmallGridSolver.OutOfTime tooLate) {
                report = new SearchReport(solver.positions() - before, 0, System.nanoTime() - start,
                        "out of time before the solution; played a normal move");
                return fallback.choose(position, deadline);
            }
        }
        int square = moves.get(random.nextInt(moves.size()));
        report = new SearchReport(solver.positions() - before, board.size() - board.moveCount(),
                System.nanoTime() - start, note);
        return SmallGridBots.moveAt(board, square);
    }

    /**
     * The moves this bot may choose here: of the moves of the best value,
     * those that set the best traps ({@link Traps}); of those, the best placed.
     * {@link #choose} always picks one of these when it has the time to work
     * them out.
     *
     * @throws SmallGridSolver.OutOfTime when {@code deadline} comes first
     */
    List<Integer> choices(MnkBoard board, Deadline deadline) {
        if (board.moveCount() > OPENING_MARKS) {
            if (board.hash() != lastHash || lastChoices == null) {
                lastChoices = null; // stays so when the deadline cuts the work short
                lastChoices = trappiest(board, deadline);
                lastHash = board.hash();
            }
            return lastChoices;
        }
        String key = game.id() + " " + board.hash();
        List<Integer> known = OPENINGS.get(key);
        if (known == null) {
            known = Collections.unmodifiableList(trappiest(board, deadline));
            OPENINGS.put(key, known);
        }
        return known;
    }

    private List<Integer> trappiest(MnkBoard board, Deadline deadline) {
        List<Integer> best = solver.bestMoves(board, deadline);
        if (best.size() == 1) {
            return best;
        }
        List<Integer> trappiest = best;
        // A won game needs no traps: every best move wins as fast as can be.
        if (solver.value(board, deadline) <= 0) {
            trappiest = keepHighest(best, traps.hopes(board, best, deadline));
        }
        double[] places = new double[trappiest.size()];
        for (int i = 0; i < places.length; i++) {
            places[i] = Placement.value(board, trappiest.get(i));
        }
        return keepHighest(trappiest, places);
    }

    /** @return the squares whose score (at the same place in {@code scores}) is the highest */
    private static List<Integer> keepHighest(List<Integer> squares, double[] scores) {
        double top = Double.NEGATIVE_INFINITY;
        for (double score : scores) {
            top = Math.max(top, score);
        }
        List<Integer> highest = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            if (scores[i] >= top - SAME_HOPE) {
                highest.add(squares.get(i));
            }
        }
        return highest;
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }
}
