package org.katakuti.api.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/** Match rules 1-3 of RULES.md: first to 1/3/5, the game limit, alternating first move. */
class MatchTest {

    private static final Outcome FIRST_WINS = Outcome.win(Seat.FIRST, Reason.LINE);
    private static final Outcome SECOND_WINS = Outcome.win(Seat.SECOND, Reason.LINE);
    private static final Outcome DRAW = Outcome.draw(Reason.FULL);

    @ParameterizedTest
    @CsvSource({"1, 3", "3, 9", "5, 15"})
    void theMatchStopsAfterThreeGamesForEveryWinNeeded(int winsNeeded, int limit) {
        Match match = Match.firstTo(winsNeeded);
        assertEquals(limit, match.gameLimit());
        for (int game = 1; game < limit; game++) {
            match = match.record(DRAW);
            assertFalse(match.isOver(), "a match of first to " + winsNeeded + " must go on after " + game + " draws");
        }
        match = match.record(DRAW);
        assertTrue(match.isOver(), "the match must stop after " + limit + " games");
        assertNull(match.winner(), "equal wins draw the match");
        assertEquals(limit, match.draws());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 2, 4, 6, -1})
    void onlyFirstToOneThreeOrFiveExists(int winsNeeded) {
        assertThrows(IllegalArgumentException.class, () -> Match.firstTo(winsNeeded));
    }

    @Test
    void sideOneStartsGameOneAndTheFirstMoveChangesHandsEveryGameDrawsIncluded() {
        Match match = Match.firstTo(5);
        assertEquals(Side.ONE, match.firstInCurrentGame());
        assertEquals(Seat.FIRST, match.seatOf(Side.ONE));
        match = match.record(DRAW);
        assertEquals(Side.TWO, match.firstInCurrentGame(), "a drawn game still passes the first move on");
        assertEquals(Seat.SECOND, match.seatOf(Side.ONE));
        assertEquals(Side.TWO, match.sideOf(Seat.FIRST));
        match = match.record(FIRST_WINS);
        assertEquals(Side.ONE, match.firstInCurrentGame());
        assertEquals(3, match.currentGame());
    }

    @Test
    void aWinCountsForTheSideThatSatInTheWinningSeatOfThatGame() {
        Match match = Match.firstTo(3)
                .record(FIRST_WINS)    // game 1: side one moved first and won
                .record(FIRST_WINS)    // game 2: side two moved first and won
                .record(SECOND_WINS);  // game 3: side two answered and won
        assertEquals(1, match.wins(Side.ONE));
        assertEquals(2, match.wins(Side.TWO));
        assertEquals(0, match.draws());
        assertFalse(match.isOver());
    }

    @Test
    void drawsCountForNobodyAndTheFirstToTheWinsNeededTakesTheMatch() {
        Match match = Match.firstTo(3)
                .record(FIRST_WINS)    // one
                .record(DRAW)
                .record(FIRST_WINS)    // one
                .record(DRAW)
                .record(FIRST_WINS);   // one
        assertTrue(match.isOver());
        assertEquals(Side.ONE, match.winner());
        assertEquals(3, match.wins(Side.ONE));
        assertEquals(0, match.wins(Side.TWO));
        assertEquals(2, match.draws());
    }

    @Test
    void atTheGameLimitMoreWinsTakeTheMatch() {
        Match match = Match.firstTo(1).record(DRAW).record(DRAW);
        assertFalse(match.isOver());
        match = match.record(SECOND_WINS); // game 3: side two answered side one and won
        assertTrue(match.isOver());
        assertEquals(Side.TWO, match.winner());
    }

    @Test
    void atTheGameLimitEqualWinsDrawTheMatch() {
        Match match = Match.firstTo(3);
        // Wins alternate sides, draws fill the rest: 2-2 after 9 games.
        Outcome[] games = {FIRST_WINS, FIRST_WINS, FIRST_WINS, FIRST_WINS, DRAW, DRAW, DRAW, DRAW, DRAW};
        for (Outcome game : games) {
            assertFalse(match.isOver());
            match = match.record(game);
        }
        assertEquals(2, match.wins(Side.ONE));
        assertEquals(2, match.wins(Side.TWO));
        assertTrue(match.isOver());
        assertNull(match.winner());
    }

    @Test
    void aFinishedMatchTakesNoMoreGamesAndOnlyFinishedGamesAreRecorded() {
        Match over = Match.firstTo(1).record(FIRST_WINS);
        assertThrows(IllegalStateException.class, () -> over.record(FIRST_WINS));
        assertThrows(IllegalArgumentException.class, () -> Match.firstTo(1).record(Outcome.ONGOING));
    }

    @Test
    void recordingReturnsANewMatchAndLeavesTheOldOneAsItWas() {
        Match before = Match.firstTo(3);
        Match after = before.record(FIRST_WINS);
        assertEquals(0, before.gamesPlayed());
        assertEquals(1, after.gamesPlayed());
        assertEquals(1, after.games().size());
    }
}
