package org.katakuti.app.table;


import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.board.BoardInput;
import org.katakuti.app.board.BoardView;
import org.katakuti.app.board.BoardViews;
import org.katakuti.app.board.Feedback;
import org.katakuti.app.board.Ink;
import org.katakuti.app.board.MarkInput;
import org.katakuti.app.board.TigadiInput;
import org.katakuti.app.i18n.Texts;

/**
 * The table during a match: the score bar (each player's jit, whose palo it
 * is, game n of at most N), the board, and a line of words and buttons below
 * (what just happened, next game, pass; when two computer players are
 * watched, pause, one move and the speed).
 */
final class MatchScreen extends JPanel implements Localized, MatchListener {

    /** What the screen asks of the window. */
    interface Host {
        void showMatchResult();

        void openHelp();
    }

    private final MatchController controller;
    private final Host host;
    private final BoardView board;
    private Texts texts;

    private final SideCard one;
    private final SideCard two;
    private final JLabel gameLabel = new JLabel();
    private final JLabel paloLabel = new JLabel();
    private final JProgressBar thinkingBar = new JProgressBar();
    /** What just happened, wrapped in a narrow window rather than cut. */
    private final WrappingLabel message = new WrappingLabel(null);
    private final JButton next = new JButton();
    private final JButton pass = new JButton();
    private final WatchControls watch;
    private final JButton rules = new JButton();
    /** The last word said to the player, as a key and arguments, so a language switch can say it again. */
    private String messageKey;
    private Object[] messageArguments = new Object[0];
    private boolean messageIsResult;

    MatchScreen(MatchController controller, Texts texts, Ink ink, boolean pencilFirst, Host host) {
        super(new MigLayout("insets 8 10 8 10, fill, gap 6 6", "[grow,fill]", "[][grow,fill][]"));
        this.controller = controller;
        this.texts = texts;
        this.host = host;
        setName("match");
        boolean goti = Names.isGotiGame(controller.record().game());
        one = new SideCard(true, goti, "side-one");
        two = new SideCard(false, goti, "side-two");

        JPanel middle = new JPanel(new MigLayout("insets 0, wrap 1, gapy 0", "[center]"));
        gameLabel.setName("gameLabel");
        TextStyle.SMALL.applyTo(gameLabel);
        paloLabel.setName("palo");
        TextStyle.STRONG.applyTo(paloLabel);
        thinkingBar.setIndeterminate(true);
        thinkingBar.setName("thinking");
        thinkingBar.setStringPainted(false);
        middle.add(gameLabel);
        middle.add(paloLabel);
        middle.add(thinkingBar, "w 90!, h 4!, hidemode 2");
        add(new ScoreBar(one, middle, two), "wrap, wmin 0, hmin pref");

        board = BoardViews.forGame(controller.position());
        board.setInk(ink);
        board.setBoardListener(this::fed);
        if (board.input() instanceof MarkInput) {
            ((MarkInput) board.input()).setPencilFirst(pencilFirst);
        }
        add(board, "wmin 120, hmin 120, wrap");

        message.setName("message");
        next.setName("next");
        next.putClientProperty("JButton.buttonType", "default");
        next.addActionListener(e -> nextOrResult());
        pass.setName("pass");
        pass.addActionListener(e -> fed(Feedback.play(Move.PASS)));
        watch = new WatchControls(controller, texts);
        rules.setName("rules");
        rules.putClientProperty("JButton.buttonType", "toolBarButton");
        rules.addActionListener(e -> host.openHelp());
        JPanel bottom = new JPanel(new MigLayout("insets 0, fillx, gap 6", "[grow,fill][][][][]"));
        bottom.add(message, "wmin 0");
        bottom.add(pass, "hidemode 3");
        if (controller.isWatched()) {
            bottom.add(watch);
        }
        bottom.add(next, "hidemode 3");
        bottom.add(rules);
        // the board gives up room in a small window, never the words above and below it
        add(bottom, "hmin pref");

        setInk(ink);
        controller.addListener(this);
        applyTexts(texts);
        board.show(controller.position(), controller.firstThisGame());
        refresh();
    }

    /** @return the board on show, for the window's key focus and for tests */
    BoardView board() {
        return board;
    }

    void setInk(Ink ink) {
        board.setInk(ink);
        one.setInk(ink);
        two.setInk(ink);
    }

    void setPencilFirst(boolean on) {
        if (board.input() instanceof MarkInput) {
            ((MarkInput) board.input()).setPencilFirst(on);
            board.repaint();
        }
    }

    @Override
    public void applyTexts(Texts newTexts) {
        this.texts = newTexts;
        board.setLanguage(texts.language());
        pass.setText(texts.get("match.pass"));
        watch.applyTexts(texts);
        rules.setText(texts.get("match.help"));
        if (controller.isGameOver()) {
            showResult();
        } else if (messageKey != null) {
            say(messageKey, false, messageArguments);
        } else {
            hint();
        }
        refresh();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (paloLabel != null) {
            refresh();
        }
    }

    @Override
    public void gameStarted(MatchRecord record) {
        board.show(record.position(), record.current().first());
        hint();
        refresh();
        board.requestFocusInWindow();
    }

    @Override
    public void moved(MatchRecord record, Side side, Move move) {
        board.show(record.position(), record.current().first());
        if (!record.current().isOver()) {
            hint();
        }
        refresh();
    }

    @Override
    public void tookBack(MatchRecord record) {
        board.show(record.position(), record.current().first());
        hint();
        refresh();
    }

    @Override
    public void gameEnded(MatchRecord record) {
        showResult();
        refresh();
        next.requestFocusInWindow();
    }

    @Override
    public void paused(boolean on) {
        refresh();
    }

    /** The finished game's result and reason, in bold, until the next game starts. */
    private void showResult() {
        messageKey = null;
        messageIsResult = true;
        message.setText(GameResultText.describe(texts, controller.record(), controller.record().current()));
        message.setToolTipText(controller.record().current().detail());
        message.setFont(TextStyle.STRONG.font());
    }

    @Override
    public void thinking(Side side) {
        refresh();
    }

    /** What a click or key on the board came to. */
    private void fed(Feedback feedback) {
        if (feedback.move() != null) {
            MatchController.Refusal refusal = controller.play(feedback.move());
            if (refusal == MatchController.Refusal.NOT_YOUR_PALO) {
                say("board.wait", false);
            } else if (refusal == MatchController.Refusal.GAME_OVER) {
                say("board.gameOver", false);
            } else if (refusal == MatchController.Refusal.ILLEGAL) {
                say("board.notAllowed", false);
            }
        } else if (feedback.textKey() != null) {
            say(feedback.textKey(), false, feedback.arguments());
        }
        refresh();
    }

    private void nextOrResult() {
        if (controller.isMatchOver()) {
            host.showMatchResult();
        } else if (controller.isGameOver()) {
            controller.nextGame();
        }
    }

    private void say(String key, boolean result, Object... arguments) {
        if (controller.isGameOver() && !result && messageIsResult) {
            return; // the result stays on show until the next game
        }
        messageKey = key;
        messageArguments = arguments;
        messageIsResult = result;
        message.setText(texts.format(key, arguments));
        message.setToolTipText(null);
        message.setFont(UIManager.getFont("Label.font"));
    }

    private void hint() {
        messageIsResult = false;
        say(board.input() instanceof TigadiInput ? "match.keysHintTigadi" : "match.keysHint", false);
    }

    /** Sets the score bar, palo, buttons and board activity from the controller. */
    private void refresh() {
        if (one == null) {
            return;
        }
        MatchRecord record = controller.record();
        Match match = record.score();
        String jit = texts.get("match.jit");
        one.show(Names.player(texts, record, Side.ONE), texts.number(match.wins(Side.ONE)), jit);
        two.show(Names.player(texts, record, Side.TWO), texts.number(match.wins(Side.TWO)), jit);
        Side toMove = controller.sideToMove();
        one.setPalo(toMove == Side.ONE);
        two.setPalo(toMove == Side.TWO);
        gameLabel.setText(texts.format("match.game", controller.gameNumber(), match.gameLimit()) + " · "
                + texts.format("match.firstTo", match.winsNeeded()));
        if (controller.thinking() != null) {
            paloLabel.setText(texts.format("match.thinking", Names.player(texts, record, toMove)));
        } else if (toMove != null) {
            paloLabel.setText(texts.format("match.palo", Names.player(texts, record, toMove)));
        } else {
            paloLabel.setText(" ");
        }
        thinkingBar.setVisible(controller.thinking() != null);
        boolean over = controller.isGameOver();
        next.setVisible(over);
        next.setText(texts.get(controller.isMatchOver() ? "match.toResult" : "match.next"));
        BoardInput input = board.input();
        pass.setVisible(!over && controller.personToMove() && input instanceof TigadiInput
                && ((TigadiInput) input).mustPass());
        watch.refresh();
        board.setActive(controller.personToMove());
        revalidate();
    }
}
