package org.katakuti.app.replay;

import java.awt.Component;
import java.awt.Dialog;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Locale;

import javax.swing.AbstractAction;
import javax.swing.AbstractListModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.InputMap;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSlider;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.Timer;
import javax.swing.WindowConstants;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.board.BoardView;
import org.katakuti.app.eye.Kind;
import org.katakuti.app.eye.Verdict;
import org.katakuti.app.board.BoardViews;
import org.katakuti.app.board.Ink;
import org.katakuti.app.board.MarkIcon;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.table.Names;
import org.katakuti.app.table.SideCard;
import org.katakuti.app.table.TextStyle;

/**
 * A recorded match gone through again, beside the table (never modal): the
 * players and the score as it stood, the game chosen from the match, the board
 * (read-only, the table's own view, so struck lines and captures show as they
 * did), the moves beside it, and first, back, next, last, a slider and
 * autoplay below. The arrow keys, Home and End step through the game from
 * anywhere in the window.
 */
public final class ReplayWindow extends JDialog {

    /** The speeds of autoplay, as waits between moves. */
    enum Speed {
        SLOW(1500), STEADY(700), FAST(250);

        final int millis;

        Speed(int millis) {
            this.millis = millis;
        }
    }

    private final Replay replay;
    private Texts texts;
    private Ink ink;

    private final SideCard one;
    private final SideCard two;
    private final JLabel gameName = new JLabel();
    private final JLabel gameLabel = new JLabel();
    private final JComboBox<Integer> games = new JComboBox<>();
    private final JLabel movesLabel = new JLabel();
    private final BoardView board;
    private final MoveListModel moveModel = new MoveListModel();
    private final JList<Integer> moves = new JList<>(moveModel);
    private final MarkIcon iconOne;
    private final MarkIcon iconTwo;
    private final JLabel message = new JLabel(" ");
    private final JLabel result = new JLabel(" ");
    /** What the solver's eye says of the move on show. */
    private final JLabel verdict = new JLabel(" ");
    private final ReplayEye eye = new ReplayEye(this::eyeChanged);
    private final JSlider slider = new JSlider(0, 0, 0);
    private final JButton first = new JButton();
    private final JButton previous = new JButton();
    private final JButton next = new JButton();
    private final JButton last = new JButton();
    private final JButton play = new JButton();
    private final JLabel speedLabel = new JLabel();
    private final JComboBox<Speed> speed = new JComboBox<>(Speed.values());
    private final Timer timer = new Timer(Speed.STEADY.millis, null);
    /** True while the window sets its own list and slider from the replay, so their listeners keep still. */
    private boolean updating;

    /**
     * @param owner the table, beside which the replay opens; may be null
     * @param record the match to go through (as it stands: the last game may still go on)
     */
    public ReplayWindow(Window owner, MatchRecord record, Texts texts, Ink ink) {
        super(owner, Dialog.ModalityType.MODELESS);
        this.replay = new Replay(record);
        this.texts = texts;
        this.ink = ink;
        setName("replay");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        boolean goti = Names.isGotiGame(record.game());
        one = new SideCard(true, goti, "replay-one");
        two = new SideCard(false, goti, "replay-two");
        iconOne = new MarkIcon(true, goti, 16);
        iconTwo = new MarkIcon(false, goti, 16);

        JPanel content = new JPanel(new MigLayout("insets 8 10 8 10, fill, gap 6 6",
                "[grow,fill][170:190:260,fill]", "[][][grow,fill][]0[][][]"));

        JPanel bar = new JPanel(new MigLayout("insets 0, fillx, gap 8",
                "[grow 1,fill,sg side][center][grow 1,fill,sg side]"));
        bar.add(one, "wmin 0");
        JPanel middle = new JPanel(new MigLayout("insets 0, wrap 1, gapy 0", "[center]"));
        gameName.setName("replay-gameName");
        TextStyle.STRONG.applyTo(gameName);
        gameLabel.setName("replay-gameLabel");
        TextStyle.SMALL.applyTo(gameLabel);
        middle.add(gameName);
        middle.add(gameLabel);
        bar.add(middle);
        bar.add(two, "wmin 0");
        content.add(bar, "span 2, wrap");

        games.setName("replay-game");
        for (int i = 0; i < record.games().size(); i++) {
            games.addItem(i);
        }
        games.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                String text = value == null ? "" : replay.gameLine(ReplayWindow.this.texts, (Integer) value);
                return super.getListCellRendererComponent(list, text, index, selected, focused);
            }
        });
        games.addActionListener(e -> {
            if (!updating && games.getSelectedItem() != null) {
                stop();
                replay.chooseGame((Integer) games.getSelectedItem());
            }
        });
        content.add(games, "wmin 0");
        movesLabel.setName("replay-movesLabel");
        TextStyle.STRONG.applyTo(movesLabel);
        content.add(movesLabel, "aligny bottom, wrap");

        board = BoardViews.forGame(replay.position());
        board.setName("replay-board");
        board.setActive(false);
        board.setFocusable(false);
        content.add(board, "wmin 160, hmin 160");

        moves.setName("replay-moves");
        moves.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moves.setCellRenderer(new MoveRenderer());
        moves.addListSelectionListener(e -> {
            if (!updating && moves.getSelectedIndex() >= 0) {
                replay.goTo(moves.getSelectedIndex());
            }
        });
        JScrollPane scroll = new JScrollPane(moves);
        scroll.setName("replay-movesScroll");
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        content.add(scroll, "hmin 120, wrap");

        message.setName("replay-message");
        result.setName("replay-result");
        TextStyle.STRONG.applyTo(result);
        // the result has a line of its own (kept while hidden, so the board does not jump at the end)
        content.add(message, "span 2, wmin 0, wrap");
        content.add(result, "span 2, wmin 0, wrap");
        verdict.setName("replay-verdict");
        content.add(verdict, "span 2, wmin 0, wrap");

        slider.setName("replay-slider");
        slider.addChangeListener(e -> {
            if (!updating) {
                replay.goTo(slider.getValue());
            }
        });
        content.add(slider, "span 2, wrap");

        first.setName("replay-first");
        first.addActionListener(e -> replay.first());
        previous.setName("replay-previous");
        previous.addActionListener(e -> replay.previous());
        next.setName("replay-next");
        next.addActionListener(e -> replay.next());
        last.setName("replay-last");
        last.addActionListener(e -> replay.last());
        play.setName("replay-play");
        play.putClientProperty("JButton.buttonType", "default");
        play.addActionListener(e -> togglePlay());
        speed.setName("replay-speed");
        speed.setSelectedItem(Speed.STEADY);
        speed.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                String text = value == null ? ""
                        : ReplayWindow.this.texts.get("speed." + ((Speed) value).name().toLowerCase(Locale.ROOT));
                return super.getListCellRendererComponent(list, text, index, selected, focused);
            }
        });
        speed.addActionListener(e -> timer.setDelay(((Speed) speed.getSelectedItem()).millis));
        JPanel controls = new JPanel(new MigLayout("insets 0, fillx, gap 6", "[][][][][][grow][][]"));
        controls.add(first);
        controls.add(previous);
        controls.add(play);
        controls.add(next);
        controls.add(last);
        controls.add(speedLabel, "skip 1");
        controls.add(speed);
        content.add(controls, "span 2");
        setContentPane(content);

        timer.addActionListener(e -> autoStep());
        timer.setInitialDelay(Speed.STEADY.millis);
        bindKeys();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                timer.stop();
                eye.stop();
            }
        });
        replay.addListener(r -> refresh());

        setInk(ink);
        applyTexts(texts);
        loadGame();
        setSize(new Dimension(880, 740));
        setMinimumSize(new Dimension(640, 560));
        placeBeside(owner);
    }

    /** @return the replay on show, for tests */
    public Replay replay() {
        return replay;
    }

    /** @return the board on show */
    public BoardView board() {
        return board;
    }

    /** @return true while autoplay runs */
    public boolean isPlaying() {
        return timer.isRunning();
    }

    /** Sets every word on show in {@code texts}' language. */
    public void applyTexts(Texts newTexts) {
        this.texts = newTexts;
        board.setLanguage(texts.language());
        setTitle(texts.format("replay.title", Names.game(texts, replay.record().game())));
        movesLabel.setText(texts.get("replay.moves"));
        first.setText(texts.get("replay.first"));
        previous.setText(texts.get("replay.previous"));
        next.setText(texts.get("replay.next"));
        last.setText(texts.get("replay.last"));
        String keys = texts.get("replay.keys");
        for (JComponent component : new JComponent[] {first, previous, next, last, slider, moves}) {
            component.setToolTipText(keys);
        }
        speedLabel.setText(texts.get("replay.speed"));
        games.repaint();
        speed.repaint();
        moveModel.changed();
        refresh();
    }

    /** Draws the board and the marks in {@code ink}, the page of the theme in use. */
    public void setInk(Ink newInk) {
        this.ink = newInk;
        board.setInk(ink);
        one.setInk(ink);
        two.setInk(ink);
        iconOne.setInk(ink);
        iconTwo.setInk(ink);
        moves.repaint();
    }

    /** Opens the window (or brings it to the front). */
    public void open() {
        if (!isVisible()) {
            setVisible(true);
        }
        toFront();
        moves.requestFocusInWindow();
    }

    private void loadGame() {
        updating = true;
        try {
            games.setSelectedItem(replay.gameIndex());
        } finally {
            updating = false;
        }
        refresh();
    }

    /** Sets the board, the list, the slider, the words and the buttons from the replay. */
    private void refresh() {
        MatchRecord record = replay.record();
        int ply = replay.ply();
        updating = true;
        try {
            if (moveModel.getSize() != replay.plies() + 1 || moveModel.game != replay.gameIndex()) {
                moveModel.changed();
            }
            if (slider.getMaximum() != replay.plies()) {
                slider.setMaximum(replay.plies());
            }
            if (!Integer.valueOf(replay.gameIndex()).equals(games.getSelectedItem())) {
                games.setSelectedItem(replay.gameIndex());
            }
            slider.setValue(ply);
            moves.setSelectedIndex(ply);
            moves.ensureIndexIsVisible(ply);
        } finally {
            updating = false;
        }
        board.show(replay.position(), replay.game().first());
        Match score = replay.score();
        String jit = texts.get("match.jit");
        one.show(Names.player(texts, record, Side.ONE), texts.number(score.wins(Side.ONE)), jit);
        two.show(Names.player(texts, record, Side.TWO), texts.number(score.wins(Side.TWO)), jit);
        Side toMove = replay.sideToMove();
        one.setPalo(toMove == Side.ONE);
        two.setPalo(toMove == Side.TWO);
        gameName.setText(Names.game(texts, record.game()));
        gameLabel.setText(texts.format("match.game", replay.gameIndex() + 1, score.gameLimit()) + " · "
                + texts.format("match.firstTo", score.winsNeeded()));
        String moveText = replay.moveText(texts);
        message.setText(moveText);
        message.setToolTipText(moveText);
        String resultText = replay.resultText(texts);
        result.setText(resultText == null ? "" : resultText);
        result.setToolTipText(resultText == null ? null : replay.game().detail());
        result.setVisible(resultText != null);
        eye.look(replay.game());
        showVerdict();
        JButton focused = null;
        for (JButton button : new JButton[] {first, previous, next, last}) {
            if (button.hasFocus()) {
                focused = button;
            }
        }
        first.setEnabled(!replay.isAtStart());
        previous.setEnabled(!replay.isAtStart());
        next.setEnabled(!replay.isAtEnd());
        last.setEnabled(!replay.isAtEnd());
        if (focused != null && !focused.isEnabled()) {
            // a button pressed to the end of the game is now off: the keys go on from the list
            moves.requestFocusInWindow();
        }
        play.setEnabled(replay.plies() > 0);
        play.setText(texts.get(timer.isRunning() ? "replay.pause" : "replay.play"));
        getContentPane().revalidate();
    }

    private void togglePlay() {
        if (timer.isRunning()) {
            stop();
            return;
        }
        if (replay.isAtEnd()) {
            replay.first();
        }
        timer.setInitialDelay(((Speed) speed.getSelectedItem()).millis);
        timer.start();
        refresh();
    }

    private void autoStep() {
        replay.next();
        if (replay.isAtEnd()) {
            stop();
        }
    }

    private void stop() {
        if (timer.isRunning()) {
            timer.stop();
            refresh();
        }
    }

    /**
     * Left and Right step, Home and End jump, wherever the focus is in the
     * window: the list, the slider and the combo boxes let these keys through
     * instead of using them themselves (Up and Down still move in the list).
     */
    private void bindKeys() {
        InputMap window = getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        bind(window, "previous", () -> replay.previous(), KeyEvent.VK_LEFT, KeyEvent.VK_KP_LEFT);
        bind(window, "next", () -> replay.next(), KeyEvent.VK_RIGHT, KeyEvent.VK_KP_RIGHT);
        bind(window, "first", () -> replay.first(), KeyEvent.VK_HOME);
        bind(window, "last", () -> replay.last(), KeyEvent.VK_END);
        release(getContentPane());
    }

    /**
     * Lets Left, Right, Home and End through every part of the window (the
     * list, the slider, the combo boxes and the list's scroll pane would use
     * them), so the window's own bindings get them.
     */
    private static void release(java.awt.Container container) {
        int[] released = {KeyEvent.VK_LEFT, KeyEvent.VK_KP_LEFT, KeyEvent.VK_RIGHT, KeyEvent.VK_KP_RIGHT,
            KeyEvent.VK_HOME, KeyEvent.VK_END};
        if (container instanceof JComponent) {
            for (int condition : new int[] {JComponent.WHEN_FOCUSED, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT}) {
                InputMap map = ((JComponent) container).getInputMap(condition);
                for (int key : released) {
                    map.put(KeyStroke.getKeyStroke(key, 0), "none");
                }
            }
        }
        for (Component child : container.getComponents()) {
            if (child instanceof java.awt.Container) {
                release((java.awt.Container) child);
            }
        }
    }

    private void bind(InputMap map, String name, Runnable action, int... keys) {
        for (int key : keys) {
            map.put(KeyStroke.getKeyStroke(key, 0), "replay-" + name);
        }
        getRootPane().getActionMap().put("replay-" + name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    /** Right of the owner when the screen has room, else left of it, else over it. */
    /** A verdict came: the list marks it, and the line under the board says it if it is the move on show. */
    private void eyeChanged() {
        moves.repaint();
        showVerdict();
    }

    private void showVerdict() {
        int ply = replay.ply();
        if (ply == 0) {
            verdict.setText(" ");
            return;
        }
        Verdict judged = eye.verdict(ply - 1);
        if (judged == null) {
            verdict.setText(eye.isDone() ? " " : texts.get("replay.eye.looking"));
            verdict.setForeground(javax.swing.UIManager.getColor("Label.disabledForeground"));
            return;
        }
        verdict.setText(texts.get(judged.kind().nameKey()) + ": " + texts.format(judged.key(), judged.arguments()));
        verdict.setToolTipText(verdict.getText());
        verdict.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
        // a mistake stands out in bold, the way the result does
        verdict.setFont(judged.isMistake() ? TextStyle.STRONG.font() : javax.swing.UIManager.getFont("Label.font"));
    }

    private void placeBeside(Window owner) {
        if (owner == null || !owner.isShowing()) {
            setLocationByPlatform(true);
            return;
        }
        GraphicsConfiguration screen = owner.getGraphicsConfiguration();
        Rectangle bounds = screen.getBounds();
        java.awt.Insets insets = java.awt.Toolkit.getDefaultToolkit().getScreenInsets(screen);
        Rectangle usable = new Rectangle(bounds.x + insets.left, bounds.y + insets.top,
                bounds.width - insets.left - insets.right, bounds.height - insets.top - insets.bottom);
        int width = Math.min(getWidth(), usable.width);
        int height = Math.min(getHeight(), usable.height);
        setSize(width, height);
        int x = owner.getX() + owner.getWidth() + 8;
        if (x + width > usable.x + usable.width) {
            x = owner.getX() - width - 8;
        }
        if (x < usable.x) {
            x = usable.x + usable.width - width;
        }
        int y = Math.max(usable.y, Math.min(owner.getY(), usable.y + usable.height - height));
        setLocation(x, y);
    }

    /** The rows of the list: 0 the empty board, then one per move. */
    private final class MoveListModel extends AbstractListModel<Integer> {
        private int size;
        private int game = -1;

        @Override
        public int getSize() {
            return size;
        }

        @Override
        public Integer getElementAt(int index) {
            return index;
        }

        void changed() {
            int old = size;
            size = 0;
            if (old > 0) {
                fireIntervalRemoved(this, 0, old - 1);
            }
            size = replay.plies() + 1;
            game = replay.gameIndex();
            fireIntervalAdded(this, 0, size - 1);
        }
    }

    /** How the list marks a judged move, the way chess books do: "?" a mistake, "!" the only move that held. */
    private static String mark(Verdict judged) {
        if (judged == null) {
            return "";
        }
        if (judged.isMistake()) {
            return judged.kind() == Kind.BLUNDER ? " ??" : " ?";
        }
        return judged.kind() == Kind.ONLY_MOVE ? " !" : "";
    }

    /** "12. h8" beside the mark of who played it, and the eye's mark once the move is judged. */
    private final class MoveRenderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                boolean focused) {
            int number = (Integer) value;
            String text = number == 0 ? texts.get("replay.startRow")
                    : texts.number(number) + ". " + replay.move(number) + mark(eye.verdict(number - 1));
            super.getListCellRendererComponent(list, text, index, selected, focused);
            setIcon(number == 0 ? null : replay.moverOf(number) == Side.ONE ? iconOne : iconTwo);
            setIconTextGap(8);
            if (number == 0) {
                setFont(list.getFont().deriveFont(java.awt.Font.ITALIC));
            }
            return this;
        }
    }
}
