package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

class ThreatSpotterTest {

    private static Position play(Game game, String... moves) {
        Position position = game.start();
        for (String move : moves) {
            position = position.play(move);
        }
        return position;
    }

    @Test
    void onTicTacToeARowOfTwoWithItsThirdSquareEmptyIsAThreat() {
        Position position = play(Games.TIC_TAC_TOE, "a1", "c3", "a2");
        assertThat(ThreatSpotter.threats(position, Seat.FIRST).toString()).isEqualTo("[a1-a3]");
        assertThat(ThreatSpotter.threats(position, Seat.SECOND)).isEmpty();
    }

    @Test
    void aRowOfTwoAlreadyBlockedIsNoThreat() {
        Position position = play(Games.TIC_TAC_TOE, "a1", "a3", "a2");
        assertThat(ThreatSpotter.threats(position, Seat.FIRST)).isEmpty();
    }

    @Test
    void onFourByFourThreeOfARowOfFourIsAThreat() {
        Position position = play(Games.FOUR_BY_FOUR, "a1", "d4", "b1", "d3", "c1");
        assertThat(ThreatSpotter.threats(position, Seat.FIRST).toString()).isEqualTo("[a1-d1]");
    }

    @Test
    void onTheBigGridsAnOpenThreeIsMarkedFromItsFirstMarkToItsLastButAClosedOneIsNot() {
        Position open = play(Games.GOMOKU, "f8", "a1", "g8", "a3", "h8");
        assertThat(ThreatSpotter.threats(open, Seat.FIRST).toString()).isEqualTo("[f8-h8]");
        Position closed = play(Games.GOMOKU, "f8", "e8", "g8", "a3", "h8", "i8");
        assertThat(ThreatSpotter.threats(closed, Seat.FIRST)).isEmpty();
    }

    @Test
    void onTheBigGridsAFourIsMarkedWithTheSquareThatWouldWin() {
        Position four = play(Games.FIVE_IN_A_ROW, "a1", "i9", "a2", "i8", "a3", "h9", "a4");
        assertThat(ThreatSpotter.threats(four, Seat.FIRST).toString()).contains("a1-a5");
    }

    @Test
    void misereUltimateAndTigadiHaveNoThreatsToWarnOf() {
        assertThat(ThreatSpotter.threats(play(Games.MISERE, "a1", "c3", "a2"), Seat.FIRST)).isEmpty();
        assertThat(ThreatSpotter.threats(play(Games.ULTIMATE, "e5"), Seat.FIRST)).isEmpty();
        assertThat(ThreatSpotter.threats(play(Games.TIGADI, "a1"), Seat.FIRST)).isEmpty();
    }
}
