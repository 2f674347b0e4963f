package org.katakuti.api.bot;

import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * A computer player for one game, made by a {@link BotFactory}. The table asks
 * it for one move at a time, on a thread of its own (never the window's), and
 * may ask again with a later position of the same game or of a new game.
 *
 * <p>A bot may keep state between calls (a search tree, a table of positions),
 * but must answer correctly for any position it is given.
 *
 * <p>Its life: made by {@link BotFactory#create}; told {@link #gameStarts} before
 * the first question of each game, asked {@link #choose} on its turns, told
 * {@link #gameEnds} once the table knows the game is over (at the latest before
 * the next game starts, or when the bot is closed); {@link #close()}d when it is
 * no longer needed. All of these come on the bot's own thread, one at a time.
 * The lifecycle methods do nothing unless a bot overrides them, so bots
 * written before 1.0 play unchanged.
 *
 * <p>The time contract: {@code choose} has the budget of its {@link Deadline}
 * plus one second of grace. An answer within the grace is taken; past it the
 * game is lost by forfeit for time. Throwing loses it as a crash, answering no
 * move or a move the rules refuse loses it as illegal. A plugin bot runs in a
 * process of its own, which is stopped when it forfeits for time.
 */
public interface Bot {

    /**
     * Chooses a move for the seat to move in {@code position}.
     *
     * @param position an ongoing position of the game this bot was made for
     * @param deadline when the answer is due; past it the move is taken as is,
     *     and once it is cancelled the answer is thrown away
     * @return a legal move of {@code position}
     */
    Move choose(Position position, Deadline deadline);

    /**
     * What the last {@link #choose} call did, for the arena, protocol {@code info}
     * lines and benchmarks.
     *
     * @return the report, or null when the bot does not say
     */
    default SearchReport lastReport() {
        return null;
    }

    /**
     * A game starts, in which this bot plays {@code seat}. Called before the
     * first question of each game; it may be called again for the same game
     * when the game is taken back to its start.
     *
     * @param seat first or second, in this game
     * @since 1.0
     */
    default void gameStarts(Seat seat) {
    }

    /**
     * The game this bot was playing is over, or was left. Called before the
     * next game starts, or when the bot is closed.
     *
     * @since 1.0
     */
    default void gameEnds() {
    }

    /**
     * The bot is no longer needed: free what it holds (threads, files). It is
     * not asked again.
     *
     * @since 1.0
     */
    default void close() {
    }
}
