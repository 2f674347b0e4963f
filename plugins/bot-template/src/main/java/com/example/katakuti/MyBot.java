package com.example.katakuti;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * Plays a move that wins at once if there is one, else the first legal move.
 * Replace {@link #choose} with your search; keep an eye on the deadline.
 */
final class MyBot implements Bot {

    @Override
    public void gameStarts(Seat seat) {
        // a new game, in which this bot plays seat: reset what belongs to one game here
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        Move fallback = position.legalMoves().get(0);
        for (Move move : position.legalMoves()) {
            if (deadline.isUp()) {
                break; // past the budget (plus 1 s of grace) the game is lost: answer now
            }
            Position after = position.play(move);
            if (after.outcome().isOver() && after.outcome().winner() == position.toMove()) {
                return move;
            }
        }
        return fallback;
    }
}
