package org.katakuti.api.bot;

import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * A computer player for one game, made by a {@link BotFactory}. The table asks
 * it for one move at a time, on a thread of its own (never the window's), and
 * may ask again with a later position of the same game or of a new game.
 *
 * <p>A bot may keep state between calls (a search tree, a table of positions),
 * but must answer correctly for any position it is given.
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
}
