package org.katakuti.app.bots.ultimate;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.ultimate.UltimateBoard;

/**
 * The easy ultimate bot: marks at random, except that it never misses a mark
 * that wins the game or a small grid at once. It does not look at what its
 * mark sends the other player to.
 */
final class GrabbingBot implements Bot {

    private final SplittableRandom random;
    private SearchReport report;

    GrabbingBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        long start = System.nanoTime();
        UltimateBoard board = UltimateBots.boardOf(position);
        int[] moves = new int[81];
        int count = board.legalMoves(moves);
        int me = board.toMove();
        List<Integer> gameWins = new ArrayList<>();
        List<Integer> gridWins = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int cell = moves[i];
            board.play(cell);
            if (board.isOver() && board.winner() == me) {
                gameWins.add(cell);
            } else if (board.gridStatus(UltimateBoard.gridOf(cell)) == me) {
                gridWins.add(cell);
            }
            board.undo();
        }
        int cell;
        if (!gameWins.isEmpty()) {
            cell = gameWins.get(random.nextInt(gameWins.size()));
        } else if (!gridWins.isEmpty()) {
            cell = gridWins.get(random.nextInt(gridWins.size()));
        } else {
            cell = moves[random.nextInt(count)];
        }
        report = new SearchReport(count, 1, System.nanoTime() - start,
                gameWins.isEmpty() ? gridWins.isEmpty() ? "random" : "took a small grid" : "won the game");
        return UltimateBots.moveAt(cell);
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }
}
