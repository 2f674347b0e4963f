package org.katakuti.app.arena;

import java.util.Collections;
import java.util.List;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.player.BotAnswer;
import org.katakuti.app.player.BotRunner;

/**
 * Plays one game between two bots through their guarded runners, from the
 * start to the end by the rules or a forfeit. In the record it returns, side
 * one is the bot that moved first.
 */
public final class BotGame {

    /** Told about every move as it is played: the benchmark measures with it. */
    public interface Watcher {
        /**
         * @param seat who moved
         * @param answer the bot's answer, a legal move
         * @param after the position after the move
         */
        void moved(Seat seat, BotAnswer answer, Position after);
    }

    private static final Watcher NOBODY = (seat, answer, after) -> { };

    private BotGame() {
    }

    /** Plays {@code game} with {@code first} moving first, each move under {@code budgetMillis}. */
    public static GameRecord play(Game game, BotRunner first, BotRunner second, long budgetMillis)
            throws InterruptedException {
        return play(game, first, second, budgetMillis, NOBODY);
    }

    /** Plays {@code game} as {@link #play(Game, BotRunner, BotRunner, long)}, telling {@code watcher} each move. */
    public static GameRecord play(Game game, BotRunner first, BotRunner second, long budgetMillis, Watcher watcher)
            throws InterruptedException {
        return play(game, Collections.<Move>emptyList(), first, second, budgetMillis, watcher);
    }

    /**
     * Plays {@code game} from an opening: its moves are played first (taking no
     * time, told to no one), then the bots play on, {@code first} in the first seat.
     *
     * @throws IllegalArgumentException when the rules refuse a move of the opening or it ends the game
     */
    public static GameRecord play(Game game, List<Move> opening, BotRunner first, BotRunner second,
            long budgetMillis, Watcher watcher) throws InterruptedException {
        return play(game, opening, first, budgetMillis, second, budgetMillis, watcher);
    }

    /**
     * Plays {@code game} from an opening as {@link #play(Game, List, BotRunner, BotRunner, long, Watcher)},
     * each bot with a budget of its own (time odds).
     */
    public static GameRecord play(Game game, List<Move> opening, BotRunner first, long firstBudgetMillis,
            BotRunner second, long secondBudgetMillis, Watcher watcher) throws InterruptedException {
        GameRecord record = GameRecord.start(game, Side.ONE);
        for (Move move : opening) {
            record = record.play(move, 0);
        }
        if (record.isOver()) {
            throw new IllegalArgumentException("the opening " + opening + " ends the game");
        }
        while (!record.isOver()) {
            Seat seat = record.position().toMove();
            BotAnswer answer = seat == Seat.FIRST ? first.choose(record.position(), firstBudgetMillis)
                    : second.choose(record.position(), secondBudgetMillis);
            if (answer.isMove()) {
                record = record.play(answer.move(), answer.millis());
                watcher.moved(seat, answer, record.position());
            } else {
                record = record.forfeitedBy(record.sideOf(seat), answer.forfeit(), answer.why());
            }
        }
        return record;
    }
}
