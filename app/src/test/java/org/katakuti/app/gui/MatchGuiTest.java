package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;

import javax.swing.JLabel;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.board.MarkInput;
import org.katakuti.app.i18n.ScriptFonts;
import org.katakuti.app.table.MatchSetup;

/** The table played through its window by a robot: mouse clicks and keys on the real board. */
class MatchGuiTest {

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

    private void chooseFromMenu(String name) {
        table.chooseFromMenu(name);
    }

    /**
     * Presses an answer button of the question. (Pressed through the button
     * itself: with no window manager under Xvfb, a robot click sometimes lands
     * while the dialog is still being placed.)
     */
    private static void answer(JOptionPaneFixture dialog, String button) {
        javax.swing.JButton target = dialog.buttonWithText(button).target();
        GuiActionRunner.execute(() -> target.doClick(0));
        Pause.pause(new Condition("the question is answered and gone") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> !dialog.target().isShowing());
            }
        }, Timeout.timeout(5_000));
    }

    private Seat at(String point) {
        return GuiActionRunner.execute(() -> table.controller().position().at(Point.parse(point)));
    }

    private String message() {
        return table.window.label("message").text();
    }

    @Test
    void aWholeFirstToOneTicTacToeMatchIsPlayedByMouseToItsResultAndARematch() {
        table.window.radioButton("game-tic-tac-toe").click();
        table.window.toggleButton("firstTo-1").click();
        table.window.textBox("nameOne").enterText("Asha");
        table.window.textBox("nameTwo").enterText("Bikash");
        table.window.button("play").click();

        table.window.label("palo").requireText("Palo: Asha");
        for (String point : new String[] {"a1", "b1", "a2", "b2", "a3"}) {
            table.click(point);
        }
        assertThat(message()).isEqualTo("Asha wins: a line.");
        assertThat(GuiActionRunner.execute(() -> table.controller().position().struckLines()).toString())
                .isEqualTo("[a1-a3]");
        table.window.label("side-one-wins").requireText("1");
        table.window.button("next").requireText("See the match result").click();

        table.window.label("matchWinner").requireText("Asha takes the match!");
        table.window.label("matchScore").requireText("Asha 1 – 0 Bikash");
        table.screenshot("result-tic-tac-toe");
        table.window.button("rematch").click();

        table.window.label("gameLabel").requireText("Game 1 of at most 3 · first to 1");
        assertThat(GuiActionRunner.execute(() -> table.controller().sideToMove())).isEqualTo(Side.ONE);
        assertThat(at("a1")).as("a rematch starts on a fresh board").isNull();
        assertThat(table.prefs.gameId()).isEqualTo("tic-tac-toe");
        assertThat(table.prefs.firstTo()).isEqualTo(1);
        assertThat(table.prefs.nameOne()).isEqualTo("Asha");
    }

    @Test
    void theNextGameOpensWithTheOtherPlayer() {
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha", "Bikash"));
        for (String point : new String[] {"a1", "b1", "a2", "b2", "a3"}) {
            table.click(point);
        }
        table.window.button("next").requireText("Next game").click();
        table.window.label("palo").requireText("Palo: Bikash");
        table.click("b2");
        assertThat(GuiActionRunner.execute(() -> table.controller().record().current().sideOf(at("b2")))).isEqualTo(Side.TWO);
    }

    @Test
    void theKeyboardPlaysWithArrowsAndEnter() {
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "", ""));
        table.board().requestFocusInWindow();
        table.robot.waitForIdle();
        table.window.panel("match").focus();
        table.robot.focusAndWaitForFocusGain(table.board());
        table.robot.pressAndReleaseKeys(KeyEvent.VK_LEFT, KeyEvent.VK_UP, KeyEvent.VK_ENTER);
        assertThat(at("a3")).isEqualTo(Seat.FIRST);
        table.robot.pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_DOWN, KeyEvent.VK_SPACE);
        assertThat(at("b2")).isEqualTo(Seat.SECOND);
        table.robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(message()).isEqualTo("b2 is already marked.");
    }

    @Test
    void anIllegalClickSaysWhyAndChangesNothing() {
        start(MatchSetup.friends(Games.ULTIMATE, 3, "", ""));
        table.click("e5");
        table.click("a1");
        assertThat(message()).isEqualTo("Not there: mark in a highlighted grid.");
        assertThat(at("a1")).isNull();
        table.click("e5");
        assertThat(message()).isEqualTo("e5 is already marked.");
    }

    @Test
    void ultimateHighlightsEveryGridWhenFreeAndOnlyTheSentToGridAfterwards() {
        start(MatchSetup.friends(Games.ULTIMATE, 3, "", ""));
        assertThat(isHighlighted("a1")).as("the first move is free: the bottom-left grid is highlighted").isTrue();
        assertThat(isHighlighted("d4")).isTrue();
        table.click("e5");
        assertThat(isHighlighted("d4")).as("e5 sends the other player to the centre grid").isTrue();
        assertThat(isHighlighted("a1")).as("no other grid is highlighted").isFalse();
        assertThat(isHighlighted("i9")).isFalse();
        table.screenshot("ultimate-sent-to-centre");
    }

    /** Reads the paper colour in the middle of an empty square: highlighter yellow or plain page. */
    private boolean isHighlighted(String point) {
        BufferedImage image = table.boardImage();
        Point2D centre = GuiActionRunner.execute(() -> table.board().centreOf(Point.parse(point)));
        Color colour = new Color(image.getRGB((int) centre.getX(), (int) centre.getY() - 3));
        Color page = new Color(image.getRGB(3, 3));
        // the highlighter takes blue out of the page
        return page.getBlue() - colour.getBlue() > 20;
    }

    @Test
    void pencilFirstPencilsOnTheFirstClickAndInksOnTheSecond() {
        start(MatchSetup.friends(Games.FIVE_IN_A_ROW, 3, "", ""));
        table.window.menuItem("menu-pencil").click();
        assertThat(table.prefs.pencilFirst()).isTrue();
        table.click("e5");
        assertThat(at("e5")).as("the first click only pencils").isNull();
        assertThat(message()).startsWith("Pencilled in at e5");
        table.screenshot("five-in-a-row-pencil");
        table.click("e5");
        assertThat(at("e5")).as("the second click inks").isEqualTo(Seat.FIRST);

        table.click("f5");
        table.click("g5");
        assertThat(GuiActionRunner.execute(() -> ((MarkInput) table.board().input()).pencil()))
                .as("a click elsewhere moves the pencil").isEqualTo(Point.parse("g5"));
        table.click("g5");
        assertThat(at("g5")).isEqualTo(Seat.SECOND);
        assertThat(at("f5")).isNull();

        table.window.menuItem("menu-pencil").click();
        table.click("a1");
        assertThat(at("a1")).as("with the setting off one click inks").isEqualTo(Seat.FIRST);
    }

    @Test
    void switchingToNepaliRewordsTheTableAndKeepsTheMatch() {
        start(MatchSetup.friends(Games.TIC_TAC_TOE, 3, "", ""));
        table.click("b2");
        chooseFromMenu("language-ne");
        assertThat(table.frame.getTitle()).as("the table, the game, the score").isEqualTo("काटाकुटी — काटाकुटी — ० : ०");
        JLabel palo = table.window.label("palo").target();
        assertThat(palo.getText()).isEqualTo("पालो: गोलो (O)");
        assertThat(palo.getFont().canDisplayUpTo(palo.getText())).as("the palo label's font shows Devanagari")
                .isEqualTo(-1);
        assertThat(palo.getFont().isBold()).as("the palo label keeps its bold style through the switch").isTrue();
        assertThat(ScriptFonts.showsNepali(table.window.button("rules").target().getFont())).isTrue();
        table.window.button("rules").requireText("नियम");
        assertThat(at("b2")).as("the match goes on").isEqualTo(Seat.FIRST);
        assertThat(table.prefs.language()).isEqualTo("ne");
        table.window.label("side-one-wins").requireText("०");
        table.window.label("gameLabel").requireText("बढीमा ९ मध्ये खेल १ · पहिले ३ जित");
        table.screenshot("nepali-match");
        chooseFromMenu("language-en");
        table.window.label("palo").requireText("Palo: Noughts");
        table.window.label("side-one-wins").requireText("0");
        table.window.label("gameLabel").requireText("Game 1 of at most 9 · first to 3");
    }

    @Test
    void aTigadiIsClosedByClicksAndTheCapturedGotiIsPickedFromTheRingedOnes() {
        start(MatchSetup.friends(Games.TIGADI, 3, "Asha", "Bikash"));
        for (String point : new String[] {"a1", "g7", "a4", "g4"}) {
            table.click(point);
        }
        table.click("a7");
        assertThat(message()).isEqualTo("Tigadi! Pick the enemy goti to capture (ringed).");
        assertThat(at("a7")).as("the move waits for its capture").isNull();
        table.screenshot("tigadi-capture-prompt");
        table.click("d1");
        assertThat(message()).startsWith("Pick one of the ringed gotis");
        table.click("g4");
        assertThat(at("a7")).isEqualTo(Seat.FIRST);
        assertThat(at("g4")).as("g4 was captured").isNull();
        assertThat(GuiActionRunner.execute(() -> table.controller().position().lastMove().toString()))
                .isEqualTo("a7xg4");
        table.window.label("palo").requireText("Palo: Bikash");
    }

    @Test
    void tigadiSlidesByClickClickAndByDrag() {
        start(MatchSetup.friends(Games.TIGADI, 3, "", ""));
        // 18 placements with no tigadi closed, then the first seat slides
        table.play(java.util.Arrays.asList("b6", "b4", "g7", "d6", "d3", "f4", "e3", "c5", "c4", "e4", "g4",
                "c3", "d5", "a4", "d1", "d7", "a7", "g1"));
        table.click("g7");
        assertThat(message()).startsWith("Picked up g7");
        table.click("f6");
        assertThat(at("f6")).as("click-click slid g7 to f6").isEqualTo(Seat.FIRST);
        assertThat(at("g7")).isNull();
        table.drag("a4", "a1");
        assertThat(at("a1")).as("a drag slid a4 to a1").isEqualTo(Seat.SECOND);
        assertThat(at("a4")).isNull();
        table.screenshot("tigadi-after-slides");
    }

    @Test
    void helpOpensBesideTheMatchWithThisGamesRulesFirstAndTheMatchGoesOn() {
        start(MatchSetup.friends(Games.ULTIMATE, 3, "", ""));
        table.window.button("rules").click();
        org.assertj.swing.fixture.DialogFixture help = org.assertj.swing.finder.WindowFinder
                .findDialog("help").using(table.robot);
        help.requireVisible();
        assertThat(help.target().isModal()).as("help never blocks the match").isFalse();
        String page = GuiActionRunner.execute(() -> {
            javax.swing.text.Document document = ((javax.swing.JEditorPane) table.robot.finder()
                    .findByName(help.target(), "helpPage", true)).getDocument();
            return document.getText(0, document.getLength()).trim();
        });
        assertThat(page).startsWith("This game: Ultimate");
        assertThat(page).contains("Tips from the table", "barabari", "a running tigadi");
        table.click("e5");
        assertThat(at("e5")).as("the board still plays with help open").isEqualTo(Seat.FIRST);
        table.screenshot("help-beside-ultimate");
        chooseFromMenu("language-ne");
        String nepaliPage = GuiActionRunner.execute(() -> {
            javax.swing.text.Document document = ((javax.swing.JEditorPane) table.robot.finder()
                    .findByName(help.target(), "helpPage", true)).getDocument();
            return document.getText(0, document.getLength()).trim();
        });
        assertThat(nepaliPage).as("help follows the language").startsWith("यो खेल: अल्टिमेट");
        table.screenshot((javax.swing.JDialog) help.target(), "help-nepali");
        help.close();
    }

    /**
     * Eighteen tigadi placements after which black (first to move) is hemmed in:
     * every black goti (d3 b2 d2 a1 c5 e5 e3 b4 c4) has all its neighbours taken.
     */
    private static final java.util.List<String> BLACK_HEMMED_IN = java.util.Arrays.asList("d3", "d5", "b2", "d1", "d2",
            "f2", "a1", "e4", "c5", "g7", "e5", "c3", "e3", "f6", "b4", "a4", "c4", "b6");

    @Test
    void aTigadiPlayerWithNoSlidePassesByTheButtonOrByEnterAndOnlyThen() {
        start(MatchSetup.friends(Games.TIGADI, 3, "Asha", "Bikash"));
        table.play(BLACK_HEMMED_IN);
        javax.swing.JButton pass = table.window.button("pass").target();
        table.click("c4");
        assertThat(message()).as("a click on the board only says why").isEqualTo(
                "None of your gotis can slide: you must pass.");
        assertThat(GuiActionRunner.execute(() -> table.controller().position().moveCount())).isEqualTo(18);

        table.window.button("pass").click();
        assertThat(GuiActionRunner.execute(() -> table.controller().position().lastMove())).isEqualTo(Move.PASS);
        assertThat(GuiActionRunner.execute(pass::isVisible)).as("only the hemmed-in player is offered a pass").isFalse();
        table.window.label("palo").requireText("Palo: Bikash");

        table.click("g7");
        table.click("d7");
        assertThat(at("d7")).as("white slid, and black is still hemmed in").isEqualTo(Seat.SECOND);
        table.window.button("pass").requireVisible();
        table.robot.focusAndWaitForFocusGain(table.board());
        table.robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(GuiActionRunner.execute(() -> table.controller().position().moveCount())).isEqualTo(21);
        assertThat(GuiActionRunner.execute(() -> table.controller().position().lastMove())).isEqualTo(Move.PASS);
        table.window.label("palo").requireText("Palo: Bikash");
    }

    @Test
    void leavingAMatchInProgressAsksFirst() {
        start(MatchSetup.friends(Games.GOMOKU, 3, "", ""));
        table.click("h8");
        table.window.menuItem("menu-newMatch").click();
        JOptionPaneFixture ask = table.window.optionPane();
        ask.requireMessage("A match is in progress. Leave it?");
        answer(ask, "Keep playing");
        table.window.panel("match").requireVisible();

        table.window.close();
        JOptionPaneFixture quit = table.window.optionPane();
        quit.requireMessage("A match is in progress. Quit Katakuti?");
        answer(quit, "Keep playing");
        assertThat(table.frame.isDisplayable()).as("the window stays open").isTrue();

        table.window.menuItem("menu-newMatch").click();
        answer(table.window.optionPane(), "Leave");
        table.window.panel("start").requireVisible();
    }

    @Test
    void aComputerOpponentFromThePluginListThinksVisiblyAndAnswers() {
        // (the table fixture waits for the computer players to be listed)
        table.window.radioButton("game-tic-tac-toe").click();
        table.window.comboBox("playerTwo").selectItem("Computer: First legal");
        table.window.button("play").click();
        // what the screen shows is read the moment the computer starts thinking, on the event thread, after
        // the screen itself has heard it: however slow the machine, the sign is caught while it is up
        java.util.List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        GuiActionRunner.execute(() -> table.controller().addListener(new org.katakuti.app.table.MatchListener() {
            @Override
            public void thinking(Side side) {
                if (side != null) {
                    javax.swing.JComponent bar = (javax.swing.JComponent) table.robot.finder().findByName(table.frame,
                            "thinking", false);
                    JLabel palo = (JLabel) table.robot.finder().findByName(table.frame, "palo", false);
                    seen.add((bar.isVisible() ? "bar shown, " : "no bar, ") + palo.getText());
                }
            }
        }));
        table.click("b2");
        TableFixture.waitFor("the computer has started thinking", () -> !seen.isEmpty());
        assertThat(seen).containsExactly("bar shown, Computer (First legal) is thinking…");
        Pause.pause(new Condition("the computer has answered") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> table.controller().position().moveCount() == 2);
            }
        }, Timeout.timeout(10_000));
        assertThat(at("a1")).isEqualTo(Seat.SECOND);
        table.window.label("palo").requireText("Palo: Crosses");
    }
}
