package org.katakuti.app.bots.ultimate;

import java.util.SplittableRandom;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.ultimate.UltimateBoard;
import org.katakuti.api.rules.ultimate.UltimatePosition;
import org.katakuti.app.bots.Estimate;

/**
 * The hard ultimate bot's judgement of a position, for the analysis of a game:
 * its Monte-Carlo tree search with a fixed number of playouts from a fixed
 * seed, so the same position always gets the same estimate (unless the
 * deadline cuts the search short first).
 */
public final class UltimateEstimates {

    private UltimateEstimates() {
    }

    /**
     * @param position an ongoing ultimate position
     * @param playouts how many playouts the search makes
     * @param seed the seed of the playouts
     * @param deadline stops the search early, if it comes first
     * @return the expected score of the seat to move, and the move the search prefers
     * @throws IllegalArgumentException when the game is over or is not ultimate
     */
    public static Estimate estimate(UltimatePosition position, long playouts, long seed, Deadline deadline) {
        UltimateBoard board = UltimateBots.boardOf(position);
        int[] moves = new int[UltimateBoard.SIZE];
        if (board.legalMoves(moves) == 1) {
            // The search has nothing to choose and does not look further; look at the position after it.
            UltimatePosition after = position.play(UltimateBots.moveAt(moves[0]));
            if (after.isOver()) {
                return new Estimate(after.outcome().winner() == null ? 0.5
                        : after.outcome().winner() == position.toMove() ? 1 : 0, UltimateBots.moveAt(moves[0]), true);
            }
            Estimate next = estimate(after, playouts, seed, deadline);
            return new Estimate(1 - next.expected(), UltimateBots.moveAt(moves[0]), next.proven());
        }
        UctSearch search = new UctSearch(board, new SplittableRandom(seed));
        search.run(playouts, deadline, 0);
        return new Estimate(search.bestScore(), UltimateBots.moveAt(search.bestMove()), search.solved());
    }
}
