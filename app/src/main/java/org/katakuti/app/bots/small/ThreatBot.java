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
 * The normal and easy small-grid bots: they look one move ahead for each side
 * and no further.
 *
 * <p>Looking (with probability {@code sight}), the bot keeps the moves whose
 * outcome two plies on is best for it: in tic-tac-toe and four-by-four it
 * completes its own line when it can and otherwise blocks the other's; in
 * misere it never completes its own line while another move is left, and when
 * it can, it leaves the other player only moves that complete one. It does
 * not see forks (two threats made by one mark), so it can walk into them.
 *
 * <p>Among the moves left, a positional bot takes the square on the most lines
 * still open for it (in misere: the square least able to make a line of its
 * own); otherwise, and between equals, it picks at random from its seed.
 * Normal always looks and is positional; easy looks only now and then and
 * otherwise plays at random.
 */
final class ThreatBot implements Bot {

    private final MnkGame game;
    private final double sight;
    private final boolean positional;
    private final Random random;
    private SearchReport report;

    ThreatBot(MnkGame game, double sight, boolean positional, long seed) {
        this.game = game;
        this.sight = sight;
        this.positional = positional;
        this.random = new Random(seed);
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
     * +1 when marking {@code square} wins whatever the reply, -1 when it loses
     * at once or lets the other player win with the reply, 0 otherwise.
     */
    static int threatValue(MnkBoard board, int square) {
        int mover = board.toMove();
        board.play(square);
        try {
            if (board.isOver()) {
                return resultFor(board, mover);
            }
            int[] replies = new int[board.size()];
            int count = board.legalMoves(replies);
            int worst = 1;
            for (int i = 0; i < count && worst > -1; i++) {
                board.play(replies[i]);
                worst = Math.min(worst, board.isOver() ? resultFor(board, mover) : 0);
                board.undo();
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
