package org.katakuti.app.table;

import java.awt.Dimension;
import java.awt.Frame;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JFrame;

import org.katakuti.app.prefs.TablePrefs;

/**
 * Where the table's window stands: the size and place it had last time, kept
 * on a screen that is there now (a second monitor may have been unplugged, a
 * laptop may have a smaller screen than the desk it stood on).
 */
final class WindowPlace {

    /** The size of the window on its very first start. */
    static final Dimension FIRST_SIZE = new Dimension(760, 720);
    /** How much of the window's top (its title bar) must be on a screen for a person to grab it. */
    private static final int GRIP_WIDTH = 120;
    private static final int GRIP_HEIGHT = 40;

    private WindowPlace() {
    }

    /**
     * @param saved where the window was; null when never stored
     * @param screens the usable area of each screen now (without task bars), the main screen first
     * @param minimum the window's smallest size
     * @return where the window goes: {@code saved} when a person can still grab its title bar on some
     *     screen (made no larger than that screen), else the saved size (or the first size), made to fit
     *     and centred on the main screen; null when {@code saved} is null (the system places it)
     */
    static Rectangle onScreen(Rectangle saved, List<Rectangle> screens, Dimension minimum) {
        if (saved == null || screens.isEmpty()) {
            return saved;
        }
        for (Rectangle screen : screens) {
            Rectangle grip = new Rectangle(saved.x, saved.y, saved.width, Math.min(GRIP_HEIGHT, saved.height))
                    .intersection(screen);
            if (!grip.isEmpty() && grip.width >= Math.min(GRIP_WIDTH, saved.width)
                    && grip.height >= Math.min(GRIP_HEIGHT, saved.height) && saved.y >= screen.y) {
                return fitted(saved, screen, minimum, false);
            }
        }
        return fitted(saved, screens.get(0), minimum, true);
    }

    private static Rectangle fitted(Rectangle saved, Rectangle screen, Dimension minimum, boolean centre) {
        int width = Math.max(minimum.width, Math.min(saved.width, screen.width));
        int height = Math.max(minimum.height, Math.min(saved.height, screen.height));
        if (centre) {
            return new Rectangle(screen.x + (screen.width - width) / 2, screen.y + (screen.height - height) / 2,
                    width, height);
        }
        // a window that now hangs over the screen's right or bottom edge comes back inside
        int x = Math.max(screen.x, Math.min(saved.x, screen.x + screen.width - width));
        int y = Math.max(screen.y, Math.min(saved.y, screen.y + screen.height - height));
        return new Rectangle(x, y, width, height);
    }

    /**
     * Puts {@code frame} where it stood last time (or at its first size, placed by
     * the system), and remembers its place in {@code prefs} each time a person
     * moves or resizes it (not while it is maximized: its normal place is kept).
     */
    static void restoreAndRemember(final JFrame frame, final TablePrefs prefs) {
        Rectangle place = onScreen(prefs.windowBounds(), screens(), frame.getMinimumSize());
        if (place == null) {
            frame.setSize(FIRST_SIZE);
            frame.setLocationByPlatform(true);
        } else {
            frame.setBounds(place);
        }
        frame.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                remember(frame, prefs);
            }

            @Override
            public void componentMoved(ComponentEvent e) {
                remember(frame, prefs);
            }
        });
    }

    private static void remember(JFrame frame, TablePrefs prefs) {
        if (frame.isShowing() && frame.getExtendedState() == Frame.NORMAL) {
            prefs.setWindowBounds(frame.getBounds());
        }
    }

    /** @return the usable area of every screen, the main one first; none when there is no display */
    static List<Rectangle> screens() {
        List<Rectangle> screens = new ArrayList<>();
        if (GraphicsEnvironment.isHeadless()) {
            return screens;
        }
        GraphicsEnvironment environment = GraphicsEnvironment.getLocalGraphicsEnvironment();
        GraphicsDevice main = environment.getDefaultScreenDevice();
        screens.add(usable(main.getDefaultConfiguration()));
        for (GraphicsDevice device : environment.getScreenDevices()) {
            if (device != main) {
                screens.add(usable(device.getDefaultConfiguration()));
            }
        }
        return screens;
    }

    private static Rectangle usable(GraphicsConfiguration configuration) {
        Rectangle bounds = configuration.getBounds();
        Insets bars = Toolkit.getDefaultToolkit().getScreenInsets(configuration);
        return new Rectangle(bounds.x + bars.left, bounds.y + bars.top, bounds.width - bars.left - bars.right,
                bounds.height - bars.top - bars.bottom);
    }
}
