package org.katakuti.app.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;

class MarkInputTest {

    private static Point p(String notation) {
        return Point.parse(notation);
    }

    @Test
    void oneClickInksWhenPencilFirstIsOff() {
        MarkInput input = new MarkInput(Games.FIVE_IN_A_ROW.start(), "board.notAllowed");
        assertThat(input.click(p("e5")).move()).isEqualTo(Move.parse("e5"));
    }

    @Test
    void withPencilFirstTheFirstClickPencilsAndASecondClickOnTheSameSquareInks() {
        MarkInput input = new MarkInput(Games.FIVE_IN_A_ROW.start(), "board.notAllowed");
        input.setPencilFirst(true);
        Feedback first = input.click(p("e5"));
        assertThat(first.move()).isNull();
        assertThat(first.textKey()).isEqualTo("board.pencilled");
        assertThat(input.pencil()).isEqualTo(p("e5"));

        assertThat(input.click(p("e5")).move()).isEqualTo(Move.parse("e5"));
        assertThat(input.pencil()).isNull();
    }

    @Test
    void withPencilFirstAClickElsewhereMovesThePencil() {
        MarkInput input = new MarkInput(Games.GOMOKU.start(), "board.notAllowed");
        input.setPencilFirst(true);
        input.click(p("h8"));
        Feedback moved = input.click(p("h9"));
        assertThat(moved.move()).isNull();
        assertThat(input.pencil()).isEqualTo(p("h9"));
    }

    @Test
    void pencilFirstIsOnlyForBigGrids() {
        MarkInput input = new MarkInput(Games.TIC_TAC_TOE.start(), "board.notAllowed");
        input.setPencilFirst(true);
        assertThat(input.click(p("b2")).move()).isEqualTo(Move.parse("b2"));
    }

    @Test
    void aMarkedSquareSaysItIsTakenAndPlaysNothing() {
        MarkInput input = new MarkInput(Games.TIC_TAC_TOE.start().play("b2"), "board.notAllowed");
        Feedback taken = input.click(p("b2"));
        assertThat(taken.move()).isNull();
        assertThat(taken.textKey()).isEqualTo("board.taken");
        assertThat(taken.arguments()).containsExactly(p("b2"));
    }

    @Test
    void ultimateSaysWhyAnEmptySquareOutsideTheSentToGridIsRefused() {
        // e5 sends the other player to the centre grid: a1 is in the bottom-left one
        Position sent = Games.ULTIMATE.start().play("e5");
        MarkInput input = new MarkInput(sent, "ultimate.notHere");
        assertThat(input.click(p("a1")).textKey()).isEqualTo("ultimate.notHere");
        assertThat(input.click(p("d4")).move()).isEqualTo(Move.parse("d4"));
    }

    @Test
    void arrowKeysMoveTheCursorWithinTheGridAndEnterInksThere() {
        MarkInput input = new MarkInput(Games.TIC_TAC_TOE.start(), "board.notAllowed");
        assertThat(input.cursor()).as("the cursor starts in the centre").isEqualTo(p("b2"));
        input.moveCursor(-1, 0);
        input.moveCursor(-1, 0);
        input.moveCursor(0, 1);
        assertThat(input.cursor()).as("it stops at the edge").isEqualTo(p("a3"));
        assertThat(input.activate().move()).isEqualTo(Move.parse("a3"));
    }

    @Test
    void enterInksAtTheCursorEvenWithPencilFirst() {
        MarkInput input = new MarkInput(Games.GOMOKU.start(), "board.notAllowed");
        input.setPencilFirst(true);
        assertThat(input.activate().move()).isEqualTo(Move.parse("h8"));
    }

    @Test
    void aFinishedGameTakesNoMoreMarks() {
        Position over = Games.TIC_TAC_TOE.start().play("a1").play("b1").play("a2").play("b2").play("a3");
        MarkInput input = new MarkInput(over, "board.notAllowed");
        assertThat(input.click(p("c3")).textKey()).isEqualTo("board.gameOver");
        assertThat(input.activate().move()).isNull();
    }

    @Test
    void aNewPositionForgetsThePencil() {
        MarkInput input = new MarkInput(Games.GOMOKU.start(), "board.notAllowed");
        input.setPencilFirst(true);
        input.click(p("h8"));
        input.show(Games.GOMOKU.start().play("a1"));
        assertThat(input.pencil()).isNull();
    }
}
