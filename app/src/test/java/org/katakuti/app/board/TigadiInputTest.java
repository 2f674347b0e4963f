package org.katakuti.app.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.tigadi.TigadiPosition;

class TigadiInputTest {

    private static Point p(String notation) {
        return Point.parse(notation);
    }

    /** First places a1 and a4, second g7 and g4: a7 now closes the tigadi a1-a4-a7. */
    private static Position tigadiReady() {
        return Games.replay(Games.TIGADI, Arrays.asList("a1", "g7", "a4", "g4"));
    }

    /** A position of the moving phase, reached by seeded random placements. */
    private static TigadiPosition movingPhase(long seed) {
        Random random = new Random(seed);
        TigadiPosition position = (TigadiPosition) Games.TIGADI.start();
        while (position.isPlacing()) {
            java.util.List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    private static Move firstSlide(Position position) {
        for (Move move : position.legalMoves()) {
            if (move.isSlide()) {
                return move;
            }
        }
        throw new AssertionError("no slide in\n" + position);
    }

    @Test
    void aPlacementOnAnEmptyPointThatClosesNothingIsPlayedAtOnce() {
        TigadiInput input = new TigadiInput(Games.TIGADI.start());
        assertThat(input.click(p("d2")).move()).isEqualTo(Move.parse("d2"));
        assertThat(input.click(p("d4")).move()).as("d4 is no point of the board").isNull();
    }

    @Test
    void closingATigadiWaitsForTheCaptureAndOnlyCapturableGotisRespond() {
        TigadiInput input = new TigadiInput(tigadiReady());
        Feedback closed = input.click(p("a7"));
        assertThat(closed.move()).isNull();
        assertThat(closed.textKey()).isEqualTo("tigadi.capture");
        assertThat(input.pending()).isEqualTo(Move.parse("a7"));
        assertThat(input.victims()).containsExactlyInAnyOrder(p("g7"), p("g4"));

        assertThat(input.click(p("d1")).textKey()).as("an empty point is no goti to capture")
                .isEqualTo("tigadi.captureWhich");
        assertThat(input.click(p("a1")).move()).as("an own goti cannot be captured").isNull();
        assertThat(input.click(p("g4")).move()).isEqualTo(Move.parse("a7xg4"));
        assertThat(input.pending()).isNull();
    }

    @Test
    void escapeTakesBackAMoveThatWaitsForItsCapture() {
        TigadiInput input = new TigadiInput(tigadiReady());
        input.click(p("a7"));
        input.cancel();
        assertThat(input.pending()).isNull();
        assertThat(input.victims()).isEmpty();
        assertThat(input.click(p("d2")).move()).isEqualTo(Move.parse("d2"));
    }

    @Test
    void aTakenPointSaysSo() {
        TigadiInput input = new TigadiInput(tigadiReady());
        assertThat(input.click(p("g7")).textKey()).isEqualTo("board.taken");
    }

    @Test
    void aSlideIsAClickOnTheGotiThenAClickOnTheEmptyNeighbour() {
        for (long seed = 1; seed <= 20; seed++) {
            TigadiPosition position = movingPhase(seed);
            if (position.isOver() || position.legalMoves().get(0).isPass()) {
                continue;
            }
            Move slide = firstSlide(position);
            TigadiInput input = new TigadiInput(position);
            assertThat(input.click(slide.from()).textKey()).isEqualTo("tigadi.picked");
            assertThat(input.picked()).isEqualTo(slide.from());
            Feedback put = input.click(slide.to());
            if (slide.hasCapture()) {
                assertThat(input.victims()).as("seed " + seed).contains(slide.capture());
                assertThat(input.click(slide.capture()).move()).isEqualTo(slide);
            } else {
                assertThat(put.move()).as("seed " + seed).isEqualTo(slide);
            }
        }
    }

    @Test
    void aSlideCanBeDraggedAndAPressThenReleaseOnTheSameGotiKeepsItPickedUp() {
        for (long seed = 1; seed <= 20; seed++) {
            TigadiPosition position = movingPhase(seed);
            if (position.isOver() || position.legalMoves().get(0).isPass()) {
                continue;
            }
            Move slide = firstSlide(position);
            TigadiInput dragged = new TigadiInput(position);
            dragged.press(slide.from());
            Feedback dropped = dragged.drag(slide.from(), slide.to());
            assertThat(dropped.move() != null || dragged.pending() != null).as("seed " + seed).isTrue();

            TigadiInput clicked = new TigadiInput(position);
            clicked.press(slide.from());
            clicked.click(slide.from());
            assertThat(clicked.picked()).as("the click that picked it up does not put it back").isEqualTo(slide.from());
            clicked.click(slide.from());
            assertThat(clicked.picked()).as("a second click puts it back").isNull();
        }
    }

    @Test
    void inTheMovingPhaseClicksOnTheWrongThingsSayWhy() {
        TigadiPosition position = movingPhase(3);
        TigadiInput input = new TigadiInput(position);
        Point empty = null;
        Point enemy = null;
        for (Point point : TigadiPosition.points()) {
            if (position.at(point) == null && empty == null) {
                empty = point;
            } else if (position.at(point) == position.toMove().other() && enemy == null) {
                enemy = point;
            }
        }
        assertThat(input.click(empty).textKey()).isEqualTo("tigadi.pickFirst");
        assertThat(input.click(enemy).textKey()).isEqualTo("tigadi.notYours");
    }

    @Test
    void theCursorSkipsThePlacesBetweenPointsAndEnterPlaces() {
        TigadiInput input = new TigadiInput(Games.TIGADI.start());
        Point start = input.cursor();
        assertThat(Games.TIGADI.start().isOnBoard(start)).isTrue();
        while (!input.cursor().equals(p("a1"))) {
            Point before = input.cursor();
            input.moveCursor(-1, 0);
            input.moveCursor(0, -1);
            if (before.equals(input.cursor())) {
                break;
            }
        }
        assertThat(input.cursor()).isEqualTo(p("a1"));
        input.moveCursor(1, 0);
        assertThat(input.cursor()).as("b1 and c1 are no points").isEqualTo(p("d1"));
        input.moveCursor(0, 1);
        assertThat(input.cursor()).isEqualTo(p("d2"));
        assertThat(input.activate().move()).isEqualTo(Move.parse("d2"));
    }
}
