package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.List;

import javax.imageio.ImageIO;
import javax.swing.JComboBox;
import javax.swing.JComponent;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.katakuti.api.rules.Move;
import org.katakuti.app.board.BoardView;
import org.katakuti.app.prefs.MemoryPrefsStore;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.table.MatchController;
import org.katakuti.app.table.TableLauncher;
import org.katakuti.app.table.TableWindow;

/**
 * The table window under a robot, for the GUI tests: opened with prefs that
 * live in memory (the real user's are never touched), with helpers to click
 * board points and save screenshots under {@code target/screenshots}.
 */
final class TableFixture implements AutoCloseable {

    static final File SCREENSHOTS = new File("target/screenshots");

    final TablePrefs prefs;
    final TableWindow frame;
    final FrameFixture window;
    final Robot robot;

    private TableFixture(TablePrefs prefs) {
        this.prefs = prefs;
        robot = InputSyncedRobot.withNewAwtHierarchy();
        try {
            robot.settings().delayBetweenEvents(15);
            robot.settings().eventPostingDelay(30);
            frame = GuiActionRunner.execute(() -> TableLauncher.open(prefs, TableFixture.class.getClassLoader()));
            window = new FrameFixture(robot, frame);
            window.show(new java.awt.Dimension(820, 760));
            waitForTheComputerPlayers();
        } catch (RuntimeException | Error e) {
            // the robot holds the screen lock: a fixture that fails to open must give it back,
            // or every later GUI test in this JVM waits for it forever
            robot.cleanUp();
            throw e;
        }
    }

    /**
     * The window looks for computer players once it is open, and fills the
     * start screen's player lists (and drops its "searching" line) when they
     * are found: a test clicks on the start screen only after that.
     */
    private void waitForTheComputerPlayers() {
        JComboBox<?> opponents = (JComboBox<?>) robot.finder().findByName(frame, "playerTwo", false);
        waitFor("the computer players are listed", () -> opponents.getItemCount() > 1);
        robot.waitForIdle();
    }

    /** Waits (10 s at most) until {@code state}, read on the event thread, holds: a test clicks only on a settled screen. */
    static void waitFor(String what, java.util.function.Supplier<Boolean> state) {
        waitFor(what, state, () -> "");
    }

    /**
     * Waits as {@link #waitFor(String, java.util.function.Supplier)} does; when
     * the wait times out, its message adds what {@code shown} says the screen
     * shows then, so a failure tells why, not only that, it waited.
     */
    static void waitFor(String what, java.util.function.Supplier<Boolean> state,
            java.util.function.Supplier<String> shown) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(state::get);
            }

            @Override
            protected String descriptionAddendum() {
                String now = GuiActionRunner.execute(shown::get);
                return now.isEmpty() ? "" : "; the screen shows " + now;
            }
        }, Timeout.timeout(10_000));
    }

    /** Fails (never skips) without a display: GUI tests are part of the build. */
    static void requireDisplay() {
        assertThat(GraphicsEnvironment.isHeadless())
                .as("GUI tests need a display: run them under xvfb-run (see README)")
                .isFalse();
    }

    static TableFixture open() {
        return open(new TablePrefs(new MemoryPrefsStore()));
    }

    static TableFixture open(TablePrefs prefs) {
        requireDisplay();
        prefs.setTheme(TablePrefs.Theme.LIGHT);
        return new TableFixture(prefs);
    }

    MatchController controller() {
        return GuiActionRunner.execute(frame::controller);
    }

    BoardView board() {
        return (BoardView) window.robot().finder().findByName(frame, "board", true);
    }

    /** Clicks the board on a point written in notation, like a player with a mouse. */
    void click(String point) {
        BoardView board = board();
        Point2D centre = GuiActionRunner.execute(() -> board.centreOf(org.katakuti.api.rules.Point.parse(point)));
        robot.click(board, new Point((int) centre.getX(), (int) centre.getY()));
        robot.waitForIdle();
    }

    /** Drags a goti from one point to another with the mouse. */
    void drag(String from, String to) {
        BoardView board = board();
        Point2D a = GuiActionRunner.execute(() -> board.centreOf(org.katakuti.api.rules.Point.parse(from)));
        Point2D b = GuiActionRunner.execute(() -> board.centreOf(org.katakuti.api.rules.Point.parse(to)));
        robot.pressMouse(board, new Point((int) a.getX(), (int) a.getY()), org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        robot.moveMouse(board, new Point((int) ((a.getX() + b.getX()) / 2), (int) ((a.getY() + b.getY()) / 2)));
        robot.moveMouse(board, new Point((int) b.getX(), (int) b.getY()));
        robot.releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
    }

    /** Plays moves straight through the controller (for screenshots of positions, not for testing input). */
    void play(List<String> moves) {
        GuiActionRunner.execute(() -> {
            for (String move : moves) {
                MatchController.Refusal refusal = frame.controller().play(Move.parse(move));
                if (refusal != null) {
                    throw new AssertionError(move + " refused: " + refusal);
                }
            }
        });
        robot.waitForIdle();
    }

    /** Saves what the window shows as {@code target/screenshots/<name>.png}. */
    void screenshot(String name) {
        screenshot(frame, name);
    }

    /** Saves what {@code window} (the table, or its help) shows as {@code target/screenshots/<name>.png}. */
    void screenshot(javax.swing.RootPaneContainer window, String name) {
        robot.waitForIdle();
        BufferedImage image = GuiActionRunner.execute(() -> {
            JComponent root = window.getRootPane();
            BufferedImage shot = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = shot.createGraphics();
            root.paint(g);
            g.dispose();
            return shot;
        });
        SCREENSHOTS.mkdirs();
        try {
            ImageIO.write(image, "png", new File(SCREENSHOTS, name + ".png"));
        } catch (IOException e) {
            throw new AssertionError("cannot save screenshot " + name, e);
        }
    }

    /** The board as drawn now, for checks on its colours. */
    BufferedImage boardImage() {
        BoardView board = board();
        return GuiActionRunner.execute(() -> {
            BufferedImage shot = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = shot.createGraphics();
            board.paint(g);
            g.dispose();
            return shot;
        });
    }

    /**
     * Chooses a menu item by its name, through its action, as a click would
     * (the robot's walk through menus is slow under Xvfb). Never for an item
     * that opens a modal dialog: that would block the event thread here.
     */
    void chooseFromMenu(String name) {
        GuiActionRunner.execute(() -> {
            for (javax.swing.MenuElement menu : frame.getJMenuBar().getSubElements()) {
                if (clickIn(menu, name)) {
                    return;
                }
            }
            throw new AssertionError("no menu item " + name);
        });
        robot.waitForIdle();
    }

    private static boolean clickIn(javax.swing.MenuElement element, String name) {
        if (element instanceof javax.swing.JMenuItem && name.equals(((javax.swing.JMenuItem) element).getName())) {
            ((javax.swing.JMenuItem) element).doClick(0);
            return true;
        }
        for (javax.swing.MenuElement child : element.getSubElements()) {
            if (clickIn(child, name)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        window.cleanUp();
    }
}
