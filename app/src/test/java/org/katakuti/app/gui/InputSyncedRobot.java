package org.katakuti.app.gui;

import java.awt.AWTException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;

/**
 * A robot whose every action returns only once the input it made has reached
 * the window and been handled there.
 *
 * <p>AssertJ Swing's {@link BasicRobot} makes its clicks and keys with an AWT
 * robot and then waits until the AWT event queue is empty. But under X those
 * events first go to the X server and come back to the toolkit's own thread,
 * which only then puts them on the queue: on a loaded machine the queue is
 * often still empty while a click is on its way, so the test goes on and
 * looks at the window before the click has happened (a "lost click": the
 * button was pressed, the screen has not changed yet). {@link
 * java.awt.Robot#waitForIdle()} makes a round trip to the X server and waits
 * until every event it had sent before has been read and dispatched; this
 * robot does that after each action of the one it wraps.
 */
final class InputSyncedRobot implements InvocationHandler {

    /** What only asks or tidies up: nothing to wait for. */
    private static final Set<String> NO_INPUT = new HashSet<>(Arrays.asList("hierarchy", "finder", "printer",
            "settings", "isActive", "isDragging", "isReadyForInput", "findActivePopupMenu",
            "requireNoJOptionPaneIsShowing", "cleanUp", "cleanUpWithoutDisposingWindows", "toString", "equals",
            "hashCode"));

    private final Robot robot;
    private final java.awt.Robot awt;

    private InputSyncedRobot(Robot robot) {
        this.robot = robot;
        try {
            awt = new java.awt.Robot();
        } catch (AWTException e) {
            throw new AssertionError("no AWT robot on this display", e);
        }
    }

    /** @return a robot (with a new AWT hierarchy, like {@link BasicRobot#robotWithNewAwtHierarchy()}) that waits for its input */
    static Robot withNewAwtHierarchy() {
        return (Robot) Proxy.newProxyInstance(Robot.class.getClassLoader(), new Class<?>[] {Robot.class},
                new InputSyncedRobot(BasicRobot.robotWithNewAwtHierarchy()));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] arguments) throws Throwable {
        Object result;
        try {
            result = method.invoke(robot, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        if (!NO_INPUT.contains(method.getName())) {
            awt.waitForIdle();
            robot.waitForIdle();
        }
        return result;
    }
}
