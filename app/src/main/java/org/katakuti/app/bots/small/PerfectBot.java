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

/**
 * The hard small-grid bot: solves the position and plays a move of the best
 * value (the fastest win, else a draw, else the slowest loss). It never loses
 * a game that can be held, and once the other player errs into a lost
 * position it wins. Among equally good moves it prefers those that set the
 * best traps (or, with no trap to set, the best placed: {@link Placement}),
 * and picks among those at random (from its seed).
 *
 * <p>Out of time before the traps are counted, it plays any move of the best
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
    /** A trap a threat-seeing player falls into is worth more than all the plain blunders together. */
    private static final int SUBTLE_TRAP = 32;

    private final SmallGridSolver solver;
    private final ThreatBot fallback;
    private final SplittableRandom random;
    private final MnkGame game;
    private SearchReport report;
    /** The choices last worked out, and for which position: asked twice, the bot answers at once. */
    private List<Integer> lastChoices;
    private long lastHash;

    PerfectBot(MnkGame game, long seed) {
        this.game = game;
        this.solver = new SmallGridSolver(game);
        this.fallback = new ThreatBot(game, 1.0, true, seed);
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        MnkBoard board = SmallGridBots.boardOf(position, game);
        long start = System.nanoTime();
        long before = solver.positions();
        List<Integer> moves;
        String note;
        try {
            moves = choices(board, deadline);
            note = "solved: " + moves.size() + " best moves set the best traps";
        } catch (SmallGridSolver.OutOfTime late) {
            try {
                moves = solver.bestMoves(board, deadline);
                note = "solved, no time to count traps";
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
     * those that set the best traps ({@link #traps}); when none sets any, the
     * best placed of them. {@link #choose} always picks one of these when it
     * has the time to work them out.
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
        int value = solver.value(board, deadline);
        if (best.size() == 1) {
            return best;
        }
        int[] traps = new int[best.size()];
        if (value <= 0) {
            // A won game needs no traps: every best move wins as fast as can be.
            for (int i = 0; i < traps.length; i++) {
                traps[i] = traps(board, best.get(i), solver.mistakesAfter(board, best.get(i), value, deadline));
            }
        }
        List<Integer> trappiest = keepHighest(best, traps);
        if (traps[best.indexOf(trappiest.get(0))] > 0) {
            return trappiest;
        }
        // No trap to set: the best placed squares, a plainer choice than any at all.
        int[] places = new int[trappiest.size()];
        for (int i = 0; i < places.length; i++) {
            places[i] = Placement.value(board, trappiest.get(i));
        }
        return keepHighest(trappiest, places);
    }

    /** @return the squares whose score (at the same place in {@code scores}) is the highest */
    private static List<Integer> keepHighest(List<Integer> squares, int[] scores) {
        List<Integer> highest = new ArrayList<>();
        int top = Integer.MIN_VALUE;
        for (int i = 0; i < scores.length; i++) {
            if (scores[i] > top) {
                highest.clear();
                top = scores[i];
            }
            if (scores[i] == top) {
                highest.add(squares.get(i));
            }
        }
        return highest;
    }

    /**
     * How well marking {@code square} sets traps, from the replies that are
     * {@code mistakes}: a mistake that looks as safe as any reply to a player
     * who sees the immediate threats (a fork, say) counts far more than a
     * plain blunder such as leaving a line open.
     */
    private static int traps(MnkBoard board, int square, List<Integer> mistakes) {
        board.play(square);
        try {
            int[] replies = new int[board.size()];
            int count = board.legalMoves(replies);
            int safest = -1;
            for (int i = 0; i < count; i++) {
                safest = Math.max(safest, ThreatBot.threatValue(board, replies[i]));
            }
            int traps = 0;
            for (int reply : mistakes) {
                traps += ThreatBot.threatValue(board, reply) == safest ? SUBTLE_TRAP : 1;
            }
            return traps;
        } finally {
            board.undo();
        }
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }
}
