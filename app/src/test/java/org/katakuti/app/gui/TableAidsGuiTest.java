package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.board.BoardView;
import org.katakuti.app.board.ClickGuard;
import org.katakuti.app.player.TestFactories;
import org.katakuti.app.table.MatchListener;
import org.katakuti.app.table.MatchSetup;

/**
 * What the table shows and guards besides the moves themselves, through its
 * window: the last move and a capture marked on the board (read by pixel),
 * the move list and its read-only view, the click guard after the computer's
 * move, the hint thought of off the event thread, the result on the board, and
 * help beside the table.
 */
class TableAidsGuiTest {

    private TableFixture table;

    @BeforeEach
    void open() {
        table = TableFixture.open();
    }

    @AfterEach
    void close() {
        table.close();
    }

    private void start(MatchSetup setup) {
        GuiActionRunner.execute(() -> table.frame.startMatch(setup));
        table.robot.waitForIdle();
    }

    private Seat at(String point) {
        return GuiActionRunner.execute(() -> table.controller().position().at(Point.parse(point)));
    }

    private String message() {
        return table.window.label("message").text();
    }

    /** The board's colour at {@code point}'s centre, moved by a fraction of a cell to the right. */
    private Color colourAt(String point, double cellsRight) {
        BufferedImage image = table.boardImage();
        BoardView board = table.board();
        Point2D[] centres = GuiActionRunner.execute(() -> new Point2D[] {board.centreOf(Point.parse(point)),
                board.centreOf(Point.of(Point.parse(point).column() + 1, Point.parse(point).row()))});
        double cell = Math.abs(centres[1].getX() - centres[0].getX());
        return new Color(image.getRGB((int) (centres[0].getX() + cell * cellsRight), (int) centres[0].getY()));
    }

    /** The last move's orange, or a threat's red wash: much more red than green (the page and ultimate's yellow are not). */
    private static boolean isOrange(Color colour) {
        return colour.getRed() - colour.getGreen() > 25;
    }

    @Test
    void theLastMoveIsMarkedInOrangeOnTheSmallGridAndOnlyThere() {
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha", "Bikash"));
        table.click("a1");
        assertThat(isOrange(colourAt("a1", 0.40))).as("a1, just played, is on the orange disc").isTrue();
        assertThat(isOrange(colourAt("b2", 0.40))).as("an empty square is plain paper").isFalse();
        table.click("b2");
        assertThat(isOrange(colourAt("b2", 0.40))).as("the mark moves to the newest move").isTrue();
        assertThat(isOrange(colourAt("a1", 0.40))).isFalse();
    }

    @Test
    void warnMeOfThreatsWashesTheOtherPlayersOpenThreeInRedOnTheBigGrid() {
        table.chooseFromMenu("menu-threats");
        start(MatchSetup.friends(Games.GOMOKU, 3, "Asha", "Bikash"));
        table.play(Arrays.asList("h8", "a1", "i8", "a2"));
        // between i8's cross and j8: paper, unless a wash lies there
        assertThat(isOrange(colourAt("i8", 0.40))).as("two in a row is no threat yet").isFalse();
        table.click("j8");
        assertThat(isOrange(colourAt("i8", 0.40)))
                .as("Asha's open three h8-i8-j8 is washed in red for Bikash, to move").isTrue();
    }

    @Test
    void inUltimateTheLastMoveIsOrangeAndTheGridToPlayInStaysYellow() {
        start(MatchSetup.friends(Games.ULTIMATE, 3, "", ""));
        table.click("e5");
        assertThat(isOrange(colourAt("e5", 0.40))).as("the last move").isTrue();
        Color sentTo = colourAt("d4", 0.40);
        assertThat(isOrange(sentTo)).as("the grid to play in is not the last move's colour").isFalse();
        assertThat(sentTo.getRed() - sentTo.getBlue()).as("but it is highlighted yellow").isGreaterThan(40);
    }

    @Test
    void aTigadiCaptureLeavesARedCrossWhereTheGotiWasTakenUntilTheNextMoveAndIsCounted() {
        start(MatchSetup.friends(Games.TIGADI, 3, "Asha", "Bikash"));
        table.play(java.util.Arrays.asList("a1", "g7", "a4", "g4", "a7xg4"));
        Color taken = colourAt("g4", 0);
        assertThat(taken.getRed() - taken.getGreen()).as("g4 shows the red cross of the capture").isGreaterThan(80);
        assertThat(table.window.label("counts").text())
                .isEqualTo("Black gotis: 3 on the board, 6 in hand, 0 taken   ·   "
                        + "White gotis: 1 on the board, 7 in hand, 1 taken");
        table.click("b2");
        Color after = colourAt("g4", 0);
        assertThat(after.getRed() - after.getGreen()).as("the cross goes with the next move").isLessThan(40);
    }

    @Test
    void aPickedUpGotiShowsWhereItMayGoAndTheEndOfPlacingIsSaid() {
        start(MatchSetup.friends(Games.TIGADI, 3, "", ""));
        table.play(java.util.Arrays.asList("b6", "b4", "g7", "d6", "d3", "f4", "e3", "c5", "c4", "e4", "g4",
                "c3", "d5", "a4", "d1", "d7", "a7"));
        table.click("g1");
        assertThat(message()).as("the last placement ends placing").startsWith("All gotis are placed");
        table.click("g7");
        assertThat(GuiActionRunner.execute(() -> ((org.katakuti.app.board.TigadiInput) table.board().input())
                .destinations()).toString()).isEqualTo("[f6]");
        Color dot = colourAt("f6", 0);
        assertThat(dot.getGreen() - dot.getRed()).as("f6, where g7 may go, has a green dot").isGreaterThan(40);
    }

    @Test
    void aClickRightAfterTheComputersMoveIsNotAMoveAndOneAfterTheGuardTimeIs() {
        start(MatchSetup.againstBot(Games.TIC_TAC_TOE, 3, "Asha", new FirstLegalBotFactory(), Side.TWO));
        List<Boolean> quietWhenClicked = new CopyOnWriteArrayList<>();
        GuiActionRunner.execute(() -> table.controller().addListener(new MatchListener() {
            @Override
            public void moved(MatchRecord record, Side side, Move move) {
                if (side == Side.TWO) {
                    // a click on c3 in the very moment the computer's move lands, as a quick hand makes it
                    BoardView board = table.board();
                    quietWhenClicked.add(board.guard().isQuiet());
                    Point2D c3 = board.centreOf(Point.parse("c3"));
                    for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED}) {
                        board.dispatchEvent(new MouseEvent(board, id, System.currentTimeMillis(),
                                InputEvent.BUTTON1_DOWN_MASK, (int) c3.getX(), (int) c3.getY(), 1, false,
                                MouseEvent.BUTTON1));
                    }
                }
            }
        }));
        table.click("b2");
        TableFixture.waitFor("the computer has answered", () -> table.controller().position().moveCount() == 2);
        table.robot.waitForIdle();
        assertThat(quietWhenClicked).containsExactly(true);
        assertThat(at("c3")).as("the quick click was not taken as a move").isNull();
        assertThat(message()).startsWith("Too quick");

        TableFixture.waitFor("the guard time (" + ClickGuard.QUIET_MILLIS + " ms) is over",
                () -> !table.board().guard().isQuiet());
        table.click("c3");
        assertThat(at("c3")).as("a click after the guard time is a move").isEqualTo(Seat.FIRST);
    }

    @Test
    void aHintIsThoughtOfOffTheEventThreadAndShownOnTheBoardUntilTheNextMove() {
        List<String> threads = new CopyOnWriteArrayList<>();
        GuiActionRunner.execute(() -> table.frame.setHintBot(TestFactories.of("hinter", "Hinter", (position, deadline) -> {
            threads.add((SwingUtilities.isEventDispatchThread() ? "event thread " : "") + Thread.currentThread().getName());
            return Move.parse("c3");
        })));
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha", "Bikash"));
        table.click("a1");
        table.click("b2");
        table.robot.focusAndWaitForFocusGain(table.board());
        table.robot.pressAndReleaseKeys(KeyEvent.VK_H);
        TableFixture.waitFor("the hint is on the board", () -> table.board().hint() != null);
        assertThat(threads).hasSize(1);
        assertThat(threads.get(0)).as("the hint was thought of by the guarded runner's thread")
                .startsWith("katakuti-bot-");
        assertThat(GuiActionRunner.execute(() -> table.board().hint())).isEqualTo(Move.parse("c3"));
        assertThat(message()).isEqualTo("Hint: the hard computer would have marked c3 (ringed in green).");
        Color ring = colourAt("c3", 0.42);
        assertThat(ring.getGreen() - ring.getRed()).as("the green ring round c3").isGreaterThan(30);
        table.click("a3");
        assertThat(GuiActionRunner.execute(() -> table.board().hint())).as("the next move takes it away").isNull();
    }

    @Test
    void choosingAMoveInTheListShowsThatPositionReadOnlyAndAClickOrEscComesBack() {
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha", "Bikash"));
        for (String point : new String[] {"a1", "b1", "a2"}) {
            table.click(point);
        }
        table.window.list("moveList").requireItemCount(3).clickItem(0);
        BoardView board = table.board();
        assertThat(GuiActionRunner.execute(board::isViewing)).isTrue();
        assertThat(GuiActionRunner.execute(() -> board.position().moveCount())).as("the board after move 1").isEqualTo(1);
        table.screenshot("move-list-viewing");
        table.click("c3");
        assertThat(GuiActionRunner.execute(board::isViewing)).as("a click on the board comes back").isFalse();
        assertThat(at("c3")).as("and plays nothing").isNull();
        assertThat(GuiActionRunner.execute(() -> board.position().moveCount())).isEqualTo(3);

        table.window.list("moveList").clickItem(1);
        assertThat(GuiActionRunner.execute(() -> board.position().moveCount())).isEqualTo(2);
        table.robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        assertThat(GuiActionRunner.execute(board::isViewing)).as("Esc comes back").isFalse();
        assertThat(GuiActionRunner.execute(() -> board.position().moveCount())).isEqualTo(3);
        table.click("b2");
        assertThat(at("b2")).as("and the game goes on").isEqualTo(Seat.SECOND);
    }

    @Test
    void theMoveListScrollsWithTheGameSoTheNewestMoveIsInView() {
        table.window.resizeTo(new java.awt.Dimension(640, 520));
        start(MatchSetup.friends(Games.GOMOKU, 3, "", ""));
        table.play(java.util.Arrays.asList("h8", "h9", "i8", "i9", "j8", "g8", "j9", "j10", "k7", "l6", "i7",
                "i6", "h6", "g5", "k8", "l8", "j7", "h7", "l7", "m7", "g7", "f7", "k6", "j6", "k9", "k10"));
        javax.swing.JList<?> list = table.window.list("moveList").target();
        table.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(list::getLastVisibleIndex)).as("the newest row is in view").isEqualTo(25);
        assertThat(GuiActionRunner.execute(list::getFirstVisibleIndex)).as("the list has scrolled").isGreaterThan(0);
        assertThat(GuiActionRunner.execute(() -> list.getModel().getElementAt(25))).isEqualTo("26. k10");
    }

    @Test
    void theResultIsWrittenOnTheBoardTheMatchWinnerAtOnceAndAFirstEnterOnlyReachesTheResultsButton() {
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 1, "Asha", "Bikash"));
        for (String point : new String[] {"a1", "b1", "a2", "b2", "a3"}) {
            table.click(point);
        }
        assertThat(GuiActionRunner.execute(() -> table.board().banner()))
                .isEqualTo("Asha wins: a line.  Asha takes the match!");
        table.window.label("palo").requireText("Asha takes the match!");
        table.screenshot("result-banner");
        table.robot.focusAndWaitForFocusGain(table.board());
        table.robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        table.window.panel("match").requireVisible();
        table.window.button("next").requireFocused();
        table.robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        table.window.panel("result").requireVisible();
    }

    @Test
    void helpOpensBesideTheTableWithoutCoveringItAndEscClosesIt() {
        start(MatchSetup.friends(Games.GOMOKU, 3, "", ""));
        table.window.button("rules").click();
        org.assertj.swing.fixture.DialogFixture help = org.assertj.swing.finder.WindowFinder.findDialog("help")
                .using(table.robot);
        help.requireVisible();
        java.awt.Rectangle[] bounds = GuiActionRunner.execute(
                () -> new java.awt.Rectangle[] {table.frame.getBounds(), help.target().getBounds()});
        assertThat(bounds[1].intersects(bounds[0])).as("help " + bounds[1] + " beside the table " + bounds[0])
                .isFalse();
        help.focus();
        help.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        TableFixture.waitFor("Esc closed the help", () -> !help.target().isVisible());
    }
}
