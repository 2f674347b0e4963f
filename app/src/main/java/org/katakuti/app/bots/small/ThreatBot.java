package org.katakuti.app.bots.small;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * The normal and easy small-grid bots: they look one move ahead for each side
 * and no further.
 *
 * <p>Looking (with probability {@code sight}), the bot keeps the moves whose
 * outcome is best for it as far as the other's reply: in tic-tac-toe and
 * four-by-four it completes its own line when it can and otherwise blocks the
 * other's. In misere, where completing a line loses, "its own two" and "the
 * other's two" turn around: it never completes its own line while another
 * move is left; when it can, it leaves the other player only moves that
 * complete one; and it does not leave the other a reply that would do that to
 * it. It does not see forks (two threats made by one mark, or in misere the
 * slow squeeze of the last empty squares), so it can walk into them.
 *
 * <p>Among the moves left, a positional bot takes the square on the most lines
 * still open for it (in misere: the centre, else the square least able to
 * make a line of its own; see {@link Placement}); otherwise, and between
 * equals, it picks at random from its seed. Normal always looks and is
 * positional; easy looks only now and then and otherwise plays at random.
 */
final class ThreatBot implements Bot {

    private final MnkGame game;
    private final double sight;
    private final boolean positional;
    private final SplittableRandom random;
    private SearchReport report;

    ThreatBot(MnkGame game, double sight, boolean positional, long seed) {
        this.game = game;
        this.sight = sight;
        this.positional = positional;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        long start = System.nanoTime();
        MnkBoard board = SmallGridBots.boardOf(position, game);
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            candidates.add(moves[i]);
        }
        boolean looked = random.nextDouble() < sight;
        if (looked) {
            candidates = keepBest(candidates, board, true);
        }
        if (positional) {
            candidates = keepBest(candidates, board, false);
        }
        int square = candidates.get(random.nextInt(candidates.size()));
        report = new SearchReport(looked ? count * count : 0, looked ? 2 : 0, System.nanoTime() - start,
                looked ? "looked for threats" : "did not look");
        return SmallGridBots.moveAt(board, square);
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }

    private List<Integer> keepBest(List<Integer> squares, MnkBoard board, boolean byThreats) {
        List<Integer> best = new ArrayList<>();
        int bestScore = Integer.MIN_VALUE;
        for (int square : squares) {
            int score = byThreats ? threatValue(board, square) : Placement.value(board, square);
            if (score > bestScore) {
                best.clear();
                bestScore = score;
            }
            if (score == bestScore) {
                best.add(square);
            }
        }
        return best;
    }

    /**
     * The value of marking {@code square} for the seat to move, looking no
     * further than the other's reply (in misere, one mark more): +1 when it
     * wins whatever the reply, -1 when it loses at once or lets the other win
     * with the reply (in misere: leaves a reply after which every mark of its
     * own completes a line), 0 otherwise.
     */
    static int threatValue(MnkBoard board, int square) {
        return valueOf(board, square, board.game().isMisere() ? 3 : 2);
    }

    /** The value of marking {@code square} for the mover: 1 win, -1 loss, 0 for a draw or anything unfinished after {@code plies}. */
    private static int valueOf(MnkBoard board, int square, int plies) {
        int mover = board.toMove();
        board.play(square);
        try {
            if (board.isOver()) {
                return resultFor(board, mover);
            }
            if (plies == 1) {
                return 0;
            }
            int[] replies = new int[board.size()];
            int count = board.legalMoves(replies);
            int worst = 1;
            for (int i = 0; i < count && worst > -1; i++) {
                worst = Math.min(worst, -valueOf(board, replies[i], plies - 1));
            }
            return worst;
        } finally {
            board.undo();
        }
    }

    private static int resultFor(MnkBoard board, int seat) {
        int winner = board.winner();
        return winner == MnkBoard.EMPTY ? 0 : winner == seat ? 1 : -1;
    }
}
