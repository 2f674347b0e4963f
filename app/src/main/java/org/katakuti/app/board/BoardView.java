package org.katakuti.app.board;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.ActionEvent;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import javax.swing.AbstractAction;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Numerals;

/**
 * A board drawn by hand on a kapi page. The view only draws the position and
 * what its {@link BoardInput} holds (cursor, pencil, goti in hand); clicks,
 * drags and keys go to the input, and what they come to goes to the
 * {@link BoardListener}. Everything is measured from the component's size, so
 * the board scales with the window and with the screen's scaling.
 */
public abstract class BoardView extends JComponent {

    private final BoardInput input;
    private Ink ink = Ink.DAY;
    private Language language = Language.ENGLISH;
    private Side firstSide = Side.ONE;
    private boolean active = true;
    private BoardListener listener = new BoardListener() {
        @Override
        public void fed(Feedback feedback) {
            // nobody listening yet
        }
    };
    private Point pressed;
    private Point2D dragAt;
    /** True from a press the board did not take (too soon, or an earlier move on show) to its release. */
    private boolean swallowed;
    private final ClickGuard guard = new ClickGuard();
    private Move hint;
    private List<Line> threats = Collections.emptyList();
    private String banner;
    private String viewingSign;

    protected BoardView(BoardInput input) {
        this.input = input;
        setName("board");
        setFocusable(true);
        setOpaque(true);
        setPreferredSize(new java.awt.Dimension(420, 420));
        MouseAdapter mouse = new Mouse();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                repaint();
            }

            @Override
            public void focusLost(FocusEvent e) {
                repaint();
            }
        });
        bindKeys();
    }

    /** @return the input this view feeds */
    public BoardInput input() {
        return input;
    }

    /** @return the position on show */
    public Position position() {
        return input.position();
    }

    /** Shows a new position (after a move or at a new game). */
    public void show(Position position, Side firstSide) {
        this.firstSide = firstSide;
        input.show(position);
        dragAt = null;
        pressed = null;
        hint = null;
        threats = Collections.emptyList();
        repaint();
    }

    /** @return the guard that keeps a too-quick click from becoming a move */
    public ClickGuard guard() {
        return guard;
    }

    /** Shows the move a hint suggests, until the next position is shown; null for none. */
    public void setHint(Move move) {
        hint = move;
        repaint();
    }

    /** @return the hint on show; null when there is none */
    public Move hint() {
        return hint;
    }

    /** Washes the other player's threatening lines in red, until the next position is shown. */
    public void setThreats(List<Line> lines) {
        threats = Collections.unmodifiableList(new ArrayList<>(lines));
        repaint();
    }

    /** @return the threats on show */
    public List<Line> threats() {
        return threats;
    }

    /** Writes a game's result on the board itself, beside the struck line; null takes it away. */
    public void setBanner(String text) {
        banner = text;
        repaint();
    }

    /** @return the result written on the board; null when none is */
    public String banner() {
        return banner;
    }

    /**
     * Shows an earlier position read-only with {@code sign} across the board:
     * any click, Enter or Esc then only asks to come back to the game. Null
     * ends it.
     */
    public void setViewing(String sign) {
        viewingSign = sign;
        repaint();
    }

    /** @return true while an earlier position is on show */
    public boolean isViewing() {
        return viewingSign != null;
    }

    public void setInk(Ink ink) {
        this.ink = ink;
        repaint();
    }

    protected Ink ink() {
        return ink;
    }

    /**
     * Counts drawn on the board (gotis in hand) are written in {@code language}'s
     * digits; the coordinates round it stay Latin, since they are the notation.
     */
    public void setLanguage(Language language) {
        this.language = language;
        repaint();
    }

    /** @return {@code count} in the language's digits */
    protected String count(int count) {
        return Numerals.write(count, language);
    }

    /** While inactive (the computer's palo, or between games) clicks only say "wait". */
    public void setActive(boolean active) {
        this.active = active;
        repaint();
    }

    public boolean isActive() {
        return active;
    }

    public void setBoardListener(BoardListener listener) {
        this.listener = listener;
    }

    /** @return true when {@code seat} plays crosses (or the first colour) in this game */
    protected boolean isSideOne(Seat seat) {
        return (seat == Seat.FIRST ? firstSide : firstSide.other()) == Side.ONE;
    }

    /** @return the board's cells laid over this component, measured from its size now */
    abstract Lattice lattice();

    /** @return the centre of {@code point} on screen, in this component's pixels */
    public Point2D centreOf(Point point) {
        return lattice().centre(point);
    }

    /** @return the board point under the pixel, or null when there is none near it */
    public Point pointAt(double x, double y) {
        return lattice().at(x, y);
    }

    /** Draws the board, marks and what the input holds, over the paper. */
    protected abstract void paintBoard(Graphics2D g);

    /** @return the square the board is drawn in, leaving {@code reserve} pixels on the left and right */
    protected Rectangle2D square(double reserveSides) {
        double pad = Math.max(18, Math.min(getWidth(), getHeight()) * 0.06);
        double side = Math.max(40, Math.min(getWidth() - 2 * pad - 2 * reserveSides, getHeight() - 2 * pad));
        return new Rectangle2D.Double((getWidth() - side) / 2, (getHeight() - side) / 2, side, side);
    }

    /** @return the dragged point's pixel position while a goti is dragged; null otherwise */
    protected Point2D dragAt() {
        return dragAt;
    }

    @Override
    protected final void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            KapiPage.paint(g, ink, getWidth(), getHeight());
            paintUnderlay(g);
            if (viewingSign == null) {
                paintThreats(g);
            }
            paintBoard(g);
            if (viewingSign == null && hint != null) {
                paintHint(g, hint);
            }
            Rectangle2D area = lattice().area();
            if (viewingSign != null) {
                BoardSigns.card(g, ink, getFont(), area, viewingSign, ink.crossInk);
            } else if (banner != null) {
                BoardSigns.card(g, ink, getFont(), area, banner, ink.strike);
            }
        } finally {
            g.dispose();
        }
    }

    /** Draws what lies on the page under everything else of the board; nothing by default. */
    protected void paintUnderlay(Graphics2D g) {
    }

    /** Draws the other player's threats, under the marks. */
    private void paintThreats(Graphics2D g) {
        Lattice lattice = lattice();
        for (Line line : threats) {
            BoardSigns.threat(g, ink, lattice.centre(line.start()), lattice.centre(line.end()), lattice.cell());
        }
    }

    /** Draws a suggested move: a green ring on where it goes (and, sliding, where it comes from and what it takes). */
    protected void paintHint(Graphics2D g, Move move) {
        if (move.isPass()) {
            return;
        }
        Lattice lattice = lattice();
        if (move.from() != null) {
            BoardSigns.hint(g, ink, lattice.centre(move.from()), lattice.cell());
            g.draw(new Line2D.Double(lattice.centre(move.from()), lattice.centre(move.to())));
        }
        BoardSigns.hint(g, ink, lattice.centre(move.to()), lattice.cell());
        if (move.hasCapture()) {
            BoardSigns.hint(g, ink, lattice.centre(move.capture()), lattice.cell() * 0.8);
        }
    }

    /** Column letters under and row numbers left of a lattice of cells, in pencil. */
    protected void paintLabels(Graphics2D g, Rectangle2D area, int columns, int rows) {
        double cell = area.getWidth() / columns;
        float size = (float) Math.max(9, Math.min(cell * 0.32, 15));
        g.setFont(getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 11).deriveFont(size)
                : getFont().deriveFont(size));
        g.setColor(ink.label);
        java.awt.FontMetrics metrics = g.getFontMetrics();
        for (int column = 0; column < columns; column++) {
            String letter = String.valueOf((char) ('a' + column));
            double x = area.getX() + (column + 0.5) * cell - metrics.stringWidth(letter) / 2.0;
            g.drawString(letter, (float) x, (float) (area.getMaxY() + metrics.getAscent() + 2));
        }
        for (int row = 0; row < rows; row++) {
            String number = Integer.toString(row + 1);
            double y = area.getMaxY() - (row + 0.5) * cell + metrics.getAscent() / 2.0 - 1;
            g.drawString(number, (float) (area.getX() - metrics.stringWidth(number) - 5), (float) y);
        }
    }

    /** The keyboard cursor: a dotted pencil box, shown while the board has the focus. */
    protected void paintCursor(Graphics2D g, Rectangle2D box) {
        if (!hasFocus()) {
            return;
        }
        g.setColor(Ink.fade(ink.pencil, 150));
        float width = (float) Math.max(1.2, box.getWidth() * 0.025);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                new float[] {width * 2, width * 2}, 0f));
        double inset = box.getWidth() * 0.06;
        g.draw(new java.awt.geom.RoundRectangle2D.Double(box.getX() + inset, box.getY() + inset,
                box.getWidth() - 2 * inset, box.getHeight() - 2 * inset, box.getWidth() * 0.2, box.getWidth() * 0.2));
    }

    private void feed(Feedback feedback) {
        repaint();
        listener.fed(feedback);
    }

    private void bindKeys() {
        InputMap keys = getInputMap(WHEN_FOCUSED);
        bind(keys, "LEFT", "left", -1, 0);
        bind(keys, "KP_LEFT", "left", -1, 0);
        bind(keys, "RIGHT", "right", 1, 0);
        bind(keys, "KP_RIGHT", "right", 1, 0);
        bind(keys, "UP", "up", 0, 1);
        bind(keys, "KP_UP", "up", 0, 1);
        bind(keys, "DOWN", "down", 0, -1);
        bind(keys, "KP_DOWN", "down", 0, -1);
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "ink");
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0), "ink");
        keys.put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "cancel");
        getActionMap().put("ink", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (viewingSign != null) {
                    feed(Feedback.backToGame());
                } else if (!active) {
                    feed(Feedback.say("board.wait"));
                } else if (guard.isQuiet()) {
                    feed(Feedback.say("board.tooSoon"));
                } else {
                    feed(input.activate());
                }
            }
        });
        getActionMap().put("cancel", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                feed(viewingSign != null ? Feedback.backToGame() : input.cancel());
            }
        });
    }

    private void bind(InputMap keys, String key, String name, final int dx, final int dy) {
        keys.put(KeyStroke.getKeyStroke(key), name);
        getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                input.moveCursor(dx, dy);
                repaint();
            }
        });
    }

    private final class Mouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            requestFocusInWindow();
            swallowed = false;
            if (viewingSign != null) {
                // anywhere on the board, not only on a point: the way back must be easy to find
                swallowed = true;
                feed(Feedback.backToGame());
                return;
            }
            pressed = pointAt(e.getX(), e.getY());
            if (pressed != null && active && guard.isQuiet()) {
                swallowed = true;
                pressed = null;
                feed(Feedback.say("board.tooSoon"));
                return;
            }
            if (pressed != null && active) {
                feed(input.press(pressed));
            }
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            if (pressed != null && active) {
                dragAt = new Point2D.Double(e.getX(), e.getY());
                repaint();
            }
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (swallowed) {
                swallowed = false;
                return;
            }
            Point from = pressed;
            Point to = pointAt(e.getX(), e.getY());
            boolean dragged = dragAt != null;
            pressed = null;
            dragAt = null;
            if (from == null || to == null) {
                repaint();
                return;
            }
            if (!active) {
                feed(Feedback.say("board.wait"));
            } else if (!from.equals(to) && dragged) {
                feed(input.drag(from, to));
            } else if (from.equals(to)) {
                feed(input.click(to));
            } else {
                repaint();
            }
        }
    }
}
