package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Image;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;


import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.prefs.MemoryPrefsStore;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.table.MatchSetup;
import org.katakuti.app.table.TableWindow;

/** The table as a desktop program: its icon, its title, its keys and menus, its place on the screen, its sounds. */
class DesktopGuiTest {

    @SuppressWarnings("deprecation") // the old mask is the one AssertJ Swing's key presses take
    private static final int SHORTCUT = java.awt.Toolkit.getDefaultToolkit().getMenuShortcutKeyMask();

    private TableFixture table;

    @BeforeEach
    void open() {
        table = TableFixture.open();
    }

    @AfterEach
    void close() {
        table.close();
    }

    @Test
    void theWindowHasTheTablesIconAtEverySize() {
        Pause.pause(new Condition("the icons are set") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> !table.frame.getIconImages().isEmpty());
            }
        }, Timeout.timeout(10_000));
        List<Integer> sizes = new ArrayList<>();
        for (Image image : GuiActionRunner.execute(table.frame::getIconImages)) {
            sizes.add(image.getWidth(null));
        }
        assertThat(sizes).containsExactly(16, 20, 24, 32, 40, 48, 64, 128, 256);
    }

    @Test
    void theTitleNamesTheGameAndTheScoreDuringAMatch() {
        assertThat(table.frame.getTitle()).isEqualTo("Katakuti");
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.GOMOKU, 3, "Asha", "Bikash")));
        assertThat(GuiActionRunner.execute(table.frame::getTitle)).isEqualTo("Katakuti — Gomoku — 0 : 0");
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.FOUR_BY_FOUR, 3, "Asha", "Bikash")));
        table.play(java.util.Arrays.asList("a1", "b1", "a2", "b2", "a3", "b3", "a4"));
        assertThat(GuiActionRunner.execute(table.frame::getTitle)).isEqualTo("Katakuti — Four by four — 1 : 0");
        GuiActionRunner.execute(() -> table.frame.setLanguage(Language.NEPALI));
        assertThat(GuiActionRunner.execute(table.frame::getTitle)).startsWith("काटाकुटी — ").endsWith("१ : ०");
        GuiActionRunner.execute(() -> table.frame.setLanguage(Language.ENGLISH));
        table.window.button("next").click();
        table.window.menuItem("menu-newMatch").click();
        answer(table.window.optionPane(), "Leave");
        assertThat(GuiActionRunner.execute(table.frame::getTitle)).as("back at the start").isEqualTo("Katakuti");
    }

    @Test
    void ctrlQAsksToQuitInTheQuitDialogsOwnWordsAndF1OpensTheRules() {
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.GOMOKU, 3, "Asha", "Bikash")));
        table.click("h8");
        table.window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Q).modifiers(SHORTCUT));
        JOptionPaneFixture quit = table.window.optionPane();
        quit.requireTitle("Quit Katakuti?");
        quit.buttonWithText("Quit").requireVisible();
        answer(quit, "Keep playing");
        assertThat(table.frame.isDisplayable()).as("the window stays open").isTrue();

        focusTheBoard();
        table.robot.pressAndReleaseKey(KeyEvent.VK_N, SHORTCUT);
        JOptionPaneFixture leave = table.window.optionPane();
        leave.requireTitle("Leave the match?");
        answer(leave, "Keep playing");

        focusTheBoard();
        table.robot.pressAndReleaseKey(KeyEvent.VK_F1);
        DialogFixture help = WindowFinder.findDialog("help").using(table.robot);
        help.requireVisible();
        help.close();
    }

    @Test
    void theMenusOpenWithAltAndALetter() {
        GuiActionRunner.execute(() -> table.frame.setTheme(org.katakuti.app.prefs.TablePrefs.Theme.DARK));
        assertThat(GuiActionRunner.execute(() -> table.frame.getJMenuBar().getMenu(0).getMnemonic()))
                .isEqualTo(KeyEvent.VK_M);
        assertThat(GuiActionRunner.execute(() -> table.frame.getJMenuBar().getMenu(2).getMnemonic()))
                .isEqualTo(KeyEvent.VK_H);
        table.window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_V).modifiers(InputEvent.ALT_MASK));
        table.window.menuItem("menu-sound").requireVisible();
        table.screenshot("menu-view-dark"); // the unticked boxes, for a person to look at
        table.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
    }

    @Test
    void soundOffIsRememberedAndAMachineWithoutSoundPlaysOnSilently() {
        assertThat(soundTicked()).as("on at first").isTrue();
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.GOMOKU, 3, "Asha", "Bikash")));
        // under Xvfb there is usually no sound card: the moves go on, no message, no exception
        table.play(java.util.Arrays.asList("h8", "h9", "i8"));
        table.window.menuItem("menu-sound").click();
        assertThat(soundTicked()).isFalse();
        assertThat(table.prefs.sound()).isFalse();
        table.play(java.util.Arrays.asList("i9"));
        assertThat(GuiActionRunner.execute(() -> table.controller().position().moveCount())).isEqualTo(4);
    }

    @Test
    void theWindowComesBackWhereItWasAndOnAScreenThatIsThere() {
        TablePrefs prefs = new TablePrefs(new MemoryPrefsStore());
        prefs.setWindowBounds(new Rectangle(60, 40, 900, 700));
        TableWindow again = GuiActionRunner.execute(() -> new TableWindow(prefs, false, getClass().getClassLoader()));
        assertThat(GuiActionRunner.execute(() -> again.getBounds())).isEqualTo(new Rectangle(60, 40, 900, 700));
        GuiActionRunner.execute(again::dispose);

        prefs.setWindowBounds(new Rectangle(5000, 3000, 900, 700)); // a monitor since unplugged
        TableWindow moved = GuiActionRunner.execute(() -> new TableWindow(prefs, false, getClass().getClassLoader()));
        Rectangle screen = GuiActionRunner.execute(() -> moved.getGraphicsConfiguration().getBounds());
        Rectangle place = GuiActionRunner.execute(() -> moved.getBounds());
        assertThat(screen.contains(place)).as("on the screen").isTrue();
        GuiActionRunner.execute(moved::dispose);

        table.window.moveTo(new java.awt.Point(30, 20));
        table.window.resizeTo(new java.awt.Dimension(1024, 768));
        table.robot.waitForIdle();
        assertThat(table.prefs.windowBounds().getSize()).as("remembered as it is moved and resized")
                .isEqualTo(new java.awt.Dimension(1024, 768));
    }

    @Test
    void theAboutBoxTellsTheVersion() {
        table.window.menuItem("menu-about").click();
        JOptionPaneFixture about = table.window.optionPane();
        about.textBox("about").requireText(java.util.regex.Pattern.compile("(?s).*Version: \\d.*Bot API: \\d.*Plugins folders?: .*"));
        answer(about, "OK");
    }

    /**
     * Gives the window the keys again after a dialog: with no window manager
     * under Xvfb, a closed dialog leaves no window focused, so the test clicks
     * the score bar's game line, as a person would click the window.
     */
    private void focusTheBoard() {
        table.robot.click(table.window.label("gameLabel").target());
        table.robot.focusAndWaitForFocusGain(table.board());
    }

    private boolean soundTicked() {
        javax.swing.JMenuItem item = table.window.menuItem("menu-sound").target();
        return GuiActionRunner.execute(() -> item.isSelected());
    }

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
}
