package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** What a main search tells its helpers: root moves it has not come to, from the end, against its score. */
class SharedRootTest {

    private static final int[] ORDER = {11, 12, 13, 14, 15};

    @Test
    void helpersTakeTheRootMovesFromTheEndOfTheOrderWithTheScoreToBeat() {
        SharedRoot shared = new SharedRoot();
        shared.begin(6, ORDER, 5, 40);

        SharedRoot.Task first = shared.take();
        SharedRoot.Task second = shared.take();

        assertEquals(15, first.move);
        assertEquals(14, second.move);
        assertEquals(6, first.depth);
        assertEquals(40, first.toBeat);
    }

    @Test
    void noHelperTakesAMoveTheMainSearchHasComeTo() {
        SharedRoot shared = new SharedRoot();
        shared.begin(6, ORDER, 5, 40);
        shared.reach(3);

        assertEquals(15, shared.take().move);
        assertNull(shared.take(), "move 14, where the main search is, was given to a helper");
        assertNull(shared.take(), "a move behind the main search was given to a helper");
    }

    @Test
    void noMoveIsGivenBeforeThereIsAScoreToBeat() {
        SharedRoot shared = new SharedRoot();
        assertNull(shared.take(), "a move was given before the main search began");
        shared.begin(1, ORDER, 5, SharedRoot.NO_SCORE);

        assertNull(shared.take(), "a move was given with no score to search it against");
        shared.raise(-25);
        SharedRoot.Task task = shared.take();
        assertEquals(15, task.move, "the tail was used up while there was no score");
        assertEquals(-25, task.toBeat);
    }

    @Test
    void aRaisedScoreIsGivenWithTheMovesThatFollow() {
        SharedRoot shared = new SharedRoot();
        shared.begin(6, ORDER, 5, 40);
        shared.take();

        shared.raise(90);

        assertEquals(90, shared.take().toBeat);
    }

    @Test
    void aNewPassStartsAgainFromTheEndOfItsOwnOrder() {
        SharedRoot shared = new SharedRoot();
        shared.begin(6, ORDER, 5, 40);
        shared.reach(4);
        assertNull(shared.take());

        shared.begin(7, new int[] {15, 11, 12, 13, 14}, 5, 55);

        SharedRoot.Task task = shared.take();
        assertEquals(14, task.move);
        assertEquals(7, task.depth);
        assertEquals(55, task.toBeat);
    }

    @Test
    void theOrderIsCopiedSoTheMainSearchMayReorderItsOwn() {
        SharedRoot shared = new SharedRoot();
        int[] order = ORDER.clone();
        shared.begin(6, order, 5, 40);

        order[4] = 99;

        assertEquals(15, shared.take().move);
    }
}
