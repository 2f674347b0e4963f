package org.katakuti.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * A position keeps the moves that led to it, so the bot host can rebuild it
 * from the game and the moves alone; and the boards hand out no array of the
 * referee's.
 */
class PositionMovesTest {

    @Test
    void theMovesOfAPositionRebuildIt() {
        Random random = new Random(8);
        for (Game game : Games.all()) {
            for (int playout = 0; playout < 20; playout++) {
                Position position = game.start();
                List<String> played = new ArrayList<>();
                while (!position.isOver() && played.size() < 300) {
                    List<Move> legal = position.legalMoves();
                    Move move = legal.get(random.nextInt(legal.size()));
                    position = position.play(move);
                    played.add(move.toString());
                    List<String> kept = new ArrayList<>();
                    for (Move m : position.moves()) {
                        kept.add(m.toString());
                    }
                    assertEquals(played, kept, game.id());
                }
                Position rebuilt = Games.replay(game, played);
                assertEquals(position.legalMoves(), rebuilt.legalMoves(), game.id());
                assertEquals(position.outcome(), rebuilt.outcome(), game.id());
            }
        }
    }

    @Test
    void tigadiGeometryIsHandedOutAsCopies() {
        TigadiBoard.lines()[0][0] = 99;
        TigadiBoard.neighbours(0)[0] = 99;
        TigadiBoard.linesThrough(0)[0] = 99;
        assertEquals(false, TigadiBoard.lines()[0][0] == 99);
        assertEquals(false, TigadiBoard.neighbours(0)[0] == 99);
        assertEquals(false, TigadiBoard.linesThrough(0)[0] == 99);
    }
}
