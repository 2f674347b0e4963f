package org.katakuti.app.arena;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/** Plays one game between two guarded bots, from the start to the end or a forfeit. */
public final class BotGame {

    /** Told about every move as it is played: the benchmark measures with it. */
    public interface Watcher {
        /**
         * @param seat who moved
         * @param turn the bot's answer, a legal move
         * @param after the position after the move
         */
        void moved(Seat seat, Turn turn, Position after);
    }

    private static final Watcher NOBODY = (seat, turn, after) -> { };

    private BotGame() {
    }

    /** Plays {@code game} with {@code first} moving first, each move under {@code budgetMillis}. */
    public static GameRecord play(Game game, GuardedBot first, GuardedBot second, long budgetMillis)
            throws InterruptedException {
        return play(game, first, second, budgetMillis, NOBODY);
    }

    /** Plays {@code game} as {@link #play(Game, GuardedBot, GuardedBot, long)}, telling {@code watcher} each move. */
    public static GameRecord play(Game game, GuardedBot first, GuardedBot second, long budgetMillis, Watcher watcher)
            throws InterruptedException {
        Position position = game.start();
        while (!position.isOver()) {
            Seat seat = position.toMove();
            Turn turn = (seat == Seat.FIRST ? first : second).choose(position, budgetMillis);
            if (!turn.isMove()) {
                return GameRecord.forfeited(seat, turn.failure(), position.moveCount());
            }
            position = position.play(turn.move());
            watcher.moved(seat, turn, position);
        }
        return GameRecord.finished(position.outcome(), position.moveCount());
    }
}
