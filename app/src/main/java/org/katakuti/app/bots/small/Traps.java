package org.katakuti.app.bots.small;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.mnk.MnkBoard;

/**
 * How likely a move is to lead a normal player astray: the score the mover
 * can expect from it (win 1, draw 1/2, loss 0) against the normal bot, who
 * sees the immediate threats and otherwise picks squares by its odds
 * ({@link ThreatBot#chances}), while the mover goes on playing only moves that
 * keep the solved value and, among those, the most hopeful.
 *
 * <p>The search looks ahead one more of the mover's own marks at a time, and
 * stops before the depth whose work would pass a fixed number of solver
 * positions: the same position always gets the same answer, on any machine.
 * A position the solver knows to be won or lost counts as such; one it knows
 * to be drawn, at the last depth, counts as a draw.
 */
final class Traps {

    /**
     * Solver positions a look one mark deeper may cost: up to half a second
     * on a modest machine. On four-by-four that looks one own mark past the
     * next reply from about the fourth mark, and to the end from about the
     * sixth. Past the deadline it settles for the depth it has finished.
     */
    static final long BUDGET = 1_000_000;

    /** Thrown inside when a depth would cost more than the budget. */
    private static final class OverBudget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OverBudget() {
            super("over budget", null, false, false);
        }
    }

    private final SmallGridSolver solver;
    private final ThreatBot normal;
    private final long budget;
    private Deadline deadline;
    /** Hopes of positions with the mover to move, at the depth being searched. */
    private Map<Long, Double> known;
    private long work;
    private long workLimit;
    private boolean cutShort;

    Traps(SmallGridSolver solver, ThreatBot normal, long budget) {
        this.solver = solver;
        this.normal = normal;
        this.budget = budget;
    }

    /**
     * The expected score of each of {@code moves} for the seat to move
     * against the normal bot, looking as far ahead as the budget allows (the
     * other's first reply always). {@code moves} must all keep the solved
     * value of {@code board}.
     *
     * @throws SmallGridSolver.OutOfTime when {@code deadline} comes before even the first reply is weighed
     */
    double[] hopes(MnkBoard board, List<Integer> moves, Deadline deadline) {
        this.deadline = deadline;
        double[] hopes = null;
        for (int marks = 0; marks < board.size() - board.moveCount(); marks++) {
            known = new HashMap<>();
            cutShort = false;
            work = 0;
            workLimit = marks == 0 ? Long.MAX_VALUE : budget;
            double[] deeper = new double[moves.size()];
            try {
                for (int i = 0; i < deeper.length; i++) {
                    deeper[i] = hope(board, moves.get(i), marks);
                }
            } catch (OverBudget | SmallGridSolver.OutOfTime stop) {
                if (hopes == null) {
                    throw stop;
                }
                break;
            }
            hopes = deeper;
            if (!cutShort) {
                break; // every line was followed to its end: deeper would change nothing
            }
        }
        return hopes;
    }

    /** The expected score of marking {@code square} for the seat to move, {@code marks} more own marks ahead. */
    private double hope(MnkBoard board, int square, int marks) {
        int mover = board.toMove();
        board.play(square);
        try {
            if (board.isOver()) {
                return score(board, mover);
            }
            double[] chances = normal.chances(board);
            double hope = 0;
            for (int reply = 0; reply < chances.length; reply++) {
                if (chances[reply] > 0) {
                    board.play(reply);
                    try {
                        hope += chances[reply] * (board.isOver() ? score(board, mover) : hopeToMove(board, marks));
                    } finally {
                        board.undo();
                    }
                }
            }
            return hope;
        } finally {
            board.undo();
        }
    }

    /** The expected score of the seat to move, playing on perfectly and as hopefully as it can. */
    private double hopeToMove(MnkBoard board, int marks) {
        long before = solver.positions();
        int outcome = solver.outcome(board, deadline);
        spend(solver.positions() - before);
        if (outcome != 0) {
            return (outcome + 1) / 2.0;
        }
        if (marks == 0) {
            cutShort = true;
            return 0.5;
        }
        Double hope = known.get(board.hash());
        if (hope == null) {
            before = solver.positions();
            List<Integer> drawing = solver.drawingMoves(board, deadline);
            spend(solver.positions() - before);
            double best = 0.5;
            for (int square : drawing) {
                best = Math.max(best, hope(board, square, marks - 1));
            }
            hope = best;
            known.put(board.hash(), hope);
        }
        return hope;
    }

    private void spend(long positions) {
        work += positions;
        if (work > workLimit) {
            throw new OverBudget();
        }
    }

    private static double score(MnkBoard board, int mover) {
        int winner = board.winner();
        return winner == MnkBoard.EMPTY ? 0.5 : winner == mover ? 1 : 0;
    }
}
