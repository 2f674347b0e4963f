package org.katakuti.app.eye;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * Judges the moves of one game, one after the other: {@code after} of one call
 * is {@code before} of the next, so a judge may keep what it learnt about it.
 */
interface Judge {

    /**
     * @param ply the index of the move in the game
     * @param before the ongoing position the move was played on
     * @param after the position after it
     * @param deadline the time this move's analysis may take
     */
    Verdict judge(int ply, Position before, Move move, Position after, Deadline deadline);
}
