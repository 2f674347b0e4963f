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
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.gomoku.ThreatProbe;
import org.katakuti.app.bots.small.Solutions;
import org.katakuti.app.pbrain.Freestyle;

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
    void gomokusBookCentredOnTwentyByTwentyMovesEveryMarkTwoColumnsRightAndTwoRowsUp() {
        OpeningBook gomoku = OpeningBook.builtIn(Games.GOMOKU);
        MnkGame board = Freestyle.board(20);

        OpeningBook centred = gomoku.centredOn(board);

        assertEquals(gomoku.size(), centred.size());
        for (int line = 0; line < gomoku.size(); line++) {
            List<Move> from = gomoku.opening(line);
            List<Move> to = centred.opening(line);
            assertEquals(from.size(), to.size());
            for (int i = 0; i < from.size(); i++) {
                assertEquals(Point.of(from.get(i).to().column() + 2, from.get(i).to().row() + 2), to.get(i).to(),
                        "line " + (line + 1) + ", move " + (i + 1));
            }
            assertFalse(Games.replay(board, words(to)).isOver());
        }
        assertTrue(centred.name().endsWith("moved to the centre of freestyle-20"), centred.name());
    }

    @Test
    void aBookIsNotCentredOnASmallerBoardNorOneOfAnotherKindOfGame() {
        OpeningBook gomoku = OpeningBook.builtIn(Games.GOMOKU);
        assertThrows(OpeningBook.BookException.class, () -> gomoku.centredOn(Freestyle.board(12)));
        assertThrows(OpeningBook.BookException.class,
                () -> OpeningBook.builtIn(Games.TIGADI).centredOn(Freestyle.board(20)));
    }

    private static List<String> words(List<Move> moves) {
        List<String> words = new ArrayList<>();
        for (Move move : moves) {
            words.add(move.toString());
        }
        return words;
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
