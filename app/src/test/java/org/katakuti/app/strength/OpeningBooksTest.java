package org.katakuti.app.strength;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.gomoku.ThreatProbe;
import org.katakuti.app.bots.small.Solutions;

class OpeningBooksTest {

    private static Position after(Game game, List<Move> opening) {
        Position position = game.start();
        for (Move move : opening) {
            position = position.play(move);
        }
        return position;
    }

    private static List<Position> openings(Game game) {
        OpeningBook book = OpeningBook.builtIn(game);
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < book.size(); i++) {
            positions.add(after(game, book.opening(i)));
        }
        return positions;
    }

    @Test
    void everyGameHasABookOfSeveralOpeningsThatLeaveItGoingOn() {
        for (Game game : Games.all()) {
            OpeningBook book = OpeningBook.builtIn(game);
            assertTrue(book.size() >= 5, game.id() + ": " + book.size());
            for (Position position : openings(game)) {
                assertFalse(position.isOver(), game.id());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"tic-tac-toe", "misere", "four-by-four"})
    void everySmallGridOpeningIsADrawWithBestPlay(String id) {
        for (Position position : openings(Games.byId(id))) {
            int best = Collections.max(Solutions.moveResults((MnkPosition) position, Deadline.none()).values());
            assertEquals(Solutions.DRAW, best, id + " " + position);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"five-in-a-row", "gomoku"})
    void noBigGridOpeningGivesEitherSideAForcedWinTheThreatSearchFinds(String id) {
        for (Position position : openings(Games.byId(id))) {
            for (boolean other : new boolean[] {false, true}) {
                for (boolean foursOnly : new boolean[] {true, false}) {
                    assertNull(new ThreatProbe((MnkPosition) position).forcedWin(other, foursOnly, 300_000,
                            Deadline.none()), id + " " + position + (other ? " (the other side)" : ""));
                }
            }
        }
    }

    @Test
    void aBookLineTheRulesRefuseIsNamedWithItsLine() {
        OpeningBook.BookException bad = assertThrows(OpeningBook.BookException.class, () -> OpeningBook.read(
                Games.TIC_TAC_TOE, "test book", new StringReader("# a comment\na1 b2\na1 a1\n")));

        assertTrue(bad.getMessage().startsWith("test book, line 3: "), bad.getMessage());
    }

    @Test
    void commentsBlankLinesAndTheStartAreRead() throws Exception {
        OpeningBook book = OpeningBook.read(Games.TIC_TAC_TOE, "test book",
                new StringReader("a1 b2   # corner, centre\n\n-\n"));

        assertEquals(2, book.size());
        assertEquals(List.of(Move.parse("a1"), Move.parse("b2")), book.opening(0));
        assertEquals(List.of(), book.opening(1));
        assertEquals(book.opening(0), book.opening(2), "the book goes round");
    }

    @Test
    void anOpeningThatEndsTheGameIsRefused() {
        assertThrows(OpeningBook.BookException.class, () -> OpeningBook.read(Games.TIC_TAC_TOE, "test book",
                new StringReader("a1 b1 a2 b2 a3\n")));
    }
}
