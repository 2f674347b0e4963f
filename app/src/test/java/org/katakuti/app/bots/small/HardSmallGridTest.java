package org.katakuti.app.bots.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/** The hard small-grid bot's search: its symmetric table, its tie-breaks, its answer when time runs out. */
class HardSmallGridTest {

    @Test
    void mirrorImagesAndTurnsOfAPositionShareOneKey() {
        SymmetricHash hash = new SymmetricHash(Games.FOUR_BY_FOUR);
        // x a1 o b3 and its turn by a quarter (x a4 o c3), its mirror (x d1 o c3): one shape.
        long key = keyOf(hash, "a1 b3");
        assertEquals(key, keyOf(hash, "a4 c3"));
        assertEquals(key, keyOf(hash, "d1 c3"));
        assertNotEquals(key, keyOf(hash, "a1 b2"));
        assertNotEquals(key, keyOf(hash, "b3 a1"), "the same squares with the marks swapped");
    }

    @Test
    void hardWinsAsFastAsItCan() {
        // x: a1 a2, o: b1 c1, x to move: a3 wins now; four other marks win too, but later.
        PerfectBot bot = new PerfectBot(Games.TIC_TAC_TOE, 1);
        MnkBoard board = board(Games.TIC_TAC_TOE, "a1 b1 a2 c1");
        assertEquals(List.of(board.index(Point.parse("a3"))), bot.choices(board, Deadline.none()));
    }

    @Test
    void hardPrefersTheCornerThatLeavesTheOtherASubtleWayToLose() {
        // From the empty board every mark draws; a corner leaves o seven losing replies
        // (all but the centre), the centre only the four edges.
        PerfectBot bot = new PerfectBot(Games.TIC_TAC_TOE, 1);
        List<Integer> choices = bot.choices(new MnkBoard(Games.TIC_TAC_TOE), Deadline.none());
        assertEquals(List.of(0, 2, 6, 8), choices.stream().sorted().toList());
    }

    @Test
    void hardStillAnswersWhenItHasNoTimeToSolve() {
        Position position = NormalAndEasySmallGridTest.replay(Games.FOUR_BY_FOUR, "a1 d4");
        PerfectBot bot = new PerfectBot(Games.FOUR_BY_FOUR, 1);
        Move move = bot.choose(position, Deadline.in(0));
        assertTrue(position.isLegal(move), move + " is legal");
        assertTrue(bot.lastReport().note().contains("out of time"), bot.lastReport().note());
    }

    private static long keyOf(SymmetricHash hash, String moves) {
        hash.reset(board(Games.FOUR_BY_FOUR, moves));
        return hash.key();
    }

    private static MnkBoard board(MnkGame game, String moves) {
        return ((MnkPosition) NormalAndEasySmallGridTest.replay(game, moves)).toBoard();
    }
}
