package org.katakuti.app.table;


import java.awt.event.KeyEvent;

import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.KeyStroke;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
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
 * watched, pause, one move and the speed). Beside the board, the game's moves:
 * choosing one shows that position read-only until a click on the board or
 * Esc. Under it, the game's twist and, in tigadi, the gotis counted. Every
 * sign on the board (last move, capture, result, threats) is derived from the
 * record; the views only draw.
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
    private final MoveList moveList;
    private final WrappingLabel twist = new WrappingLabel(TextStyle.SMALL);
    private final WrappingLabel counts = new WrappingLabel(TextStyle.SMALL);
    private boolean warnThreats;
    /** Says the last word again in the language now in use. */
    private Runnable lastWord;
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
        moveList = new MoveList(goti, this::view);
        JPanel play = new JPanel(new MigLayout("insets 0, fill, gap 6", "[grow,fill][]", "[grow,fill]"));
        play.add(board, "wmin 120, hmin 120");
        play.add(moveList, "w pref!, growy");
        add(play, "wrap");

        twist.setName("twist");
        TextStyle.SMALL.applyTo(twist);
        counts.setName("counts");
        TextStyle.SMALL.applyTo(counts);
        add(twist, "wmin 0, hmin pref, split 2, flowy, gapy 0");
        add(counts, "wmin 0, hmin pref, hidemode 3, wrap");
        counts.setVisible(goti);
        getInputMap(WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "backToGame");
        getActionMap().put("backToGame", new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                backToGame();
            }
        });

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
        add(bottom, "gaptop 2, hmin pref");

        setInk(ink);
        controller.addListener(this);
        applyTexts(texts);
        board.show(controller.position(), controller.firstThisGame());
        moveList.show(controller.record().current(), texts);
        if (controller.isGameOver()) {
            board.setBanner(bannerText());
        }
        refresh();
    }

    /** Rings the other player's threats on the board (on the grids where a line wins) while on. */
    void setWarnThreats(boolean on) {
        warnThreats = on;
        showThreats();
    }

    /**
     * Asks the hard computer for the move of the person to move, off the
     * event thread, and shows it on the board until the next move.
     */
    void hint(Hints hints, long budgetMillis) {
        backToGame();
        if (!controller.personToMove() || controller.isGameOver()) {
            say("hint.notNow", false);
            return;
        }
        final Position asked = controller.position();
        say("hint.thinking", false);
        hints.ask(asked, budgetMillis, move -> {
            if (controller.position() != asked) {
                return; // the board moved on while the hint was thought of
            }
            if (move == null) {
                say("hint.none", false);
                return;
            }
            board.setHint(move);
            final Move shown = move;
            sayAgainAs(() -> message(texts.format("hint.shown", MoveWords.withNotation(texts, asked.game(), shown))));
        });
    }

    /** @return the board on show, for the window's key focus and for tests */
    BoardView board() {
        return board;
    }

    void setInk(Ink ink) {
        board.setInk(ink);
        one.setInk(ink);
        two.setInk(ink);
        if (moveList != null) {
            moveList.setInk(ink);
        }
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
        twist.setText(texts.get("twist." + controller.record().game().id()));
        showCounts();
        moveList.show(controller.record().current(), texts);
        backToGame();
        if (controller.isGameOver()) {
            showResult();
            board.setBanner(bannerText());
        } else if (lastWord != null) {
            lastWord.run();
        } else {
            keysHint();
        }
        // the table's own words, explained where they first show
        paloLabel.setToolTipText(texts.get("words.palo"));
        one.setToolTipText(texts.get("words.jit"));
        two.setToolTipText(texts.get("words.jit"));
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
        changed(record);
        board.setBanner(null);
        keysHint();
        refresh();
        board.requestFocusInWindow();
    }

    @Override
    public void moved(MatchRecord record, Side side, Move move) {
        changed(record);
        GameRecord game = record.current();
        boolean computer = record.player(side).kind() != PlayerKind.PERSON;
        if (computer) {
            // the board changed under the person: a click already on its way is not their move
            board.guard().arm();
        }
        boolean phaseChanged = GotiCounts.placingJustEnded(game);
        if (!game.isOver()) {
            if (computer || phaseChanged) {
                sayMove(record, side, move, computer, phaseChanged);
            } else {
                keysHint();
            }
        }
        refresh();
    }

    @Override
    public void tookBack(MatchRecord record) {
        changed(record);
        keysHint();
        refresh();
    }

    @Override
    public void gameEnded(MatchRecord record) {
        showResult();
        board.setBanner(bannerText());
        refresh();
        // the focus stays on the board: a first Enter goes to the result (the Next button), not past it
        board.requestFocusInWindow();
    }

    /** The board took a new position: show it, list it, count it. */
    private void changed(MatchRecord record) {
        leaveView();
        board.show(record.position(), record.current().first());
        moveList.show(record.current(), texts);
        showThreats();
        showCounts();
    }

    /** Who moved, in words and notation (a computer's move), and the end of placing in tigadi. */
    private void sayMove(MatchRecord record, Side side, Move move, boolean computer, boolean phaseChanged) {
        sayAgainAs(() -> {
            String words = computer ? texts.format("match.moved", Names.player(texts, record, side),
                    MoveWords.withNotation(texts, record.game(), move)) : "";
            if (phaseChanged) {
                words = (words.isEmpty() ? "" : words + " ") + texts.get("tigadi.phase");
            }
            message(words);
        });
    }

    private void showThreats() {
        Position position = controller.position();
        if (warnThreats && controller.personToMove() && !board.isViewing()) {
            board.setThreats(ThreatSpotter.threats(position, position.toMove().other()));
        } else {
            board.setThreats(java.util.Collections.emptyList());
        }
    }

    /** Tigadi: each side's gotis on the board, in hand and taken, in every phase. */
    private void showCounts() {
        String text = GotiCounts.describe(texts, controller.record());
        if (text != null) {
            counts.setText(text);
        }
    }

    /** Shows the position after {@code turn} (from 1) read-only, with the sign saying how to come back. */
    private void view(int turn) {
        GameRecord game = controller.record().current();
        if (turn < 1 || turn > game.plies()) {
            return;
        }
        board.show(game.positionAt(turn), game.first());
        board.setViewing(texts.format("match.viewing", texts.number(turn)));
        board.setBanner(null);
    }

    /** Back from an earlier position to the game as it stands. */
    private void backToGame() {
        if (board.isViewing()) {
            leaveView();
            board.show(controller.position(), controller.firstThisGame());
            showThreats();
            if (controller.isGameOver()) {
                board.setBanner(bannerText());
            }
            board.requestFocusInWindow();
        }
    }

    private void leaveView() {
        board.setViewing(null);
        moveList.clearChoice();
    }

    /** The result on the board: the winner and the reason, and the match's winner once it is over. */
    private String bannerText() {
        String text = GameResultText.describe(texts, controller.record(), controller.record().current());
        return controller.isMatchOver() ? text + "  " + matchOverText() : text;
    }

    private String matchOverText() {
        Side winner = controller.record().score().winner();
        return winner == null ? texts.get("result.matchDrawn")
                : texts.format("result.matchWinner", Names.player(texts, controller.record(), winner));
    }

    @Override
    public void paused(boolean on) {
        refresh();
    }

    /** The finished game's result and reason, in bold, until the next game starts. */
    private void showResult() {
        lastWord = null;
        messageIsResult = true;
        message.setText(GameResultText.describe(texts, controller.record(), controller.record().current()));
        String detail = controller.record().current().detail();
        boolean drawn = controller.record().current().winner() == null;
        message.setToolTipText(drawn ? texts.get("words.barabari") + (detail == null ? "" : " " + detail) : detail);
        message.setFont(TextStyle.STRONG.font());
    }

    @Override
    public void thinking(Side side) {
        refresh();
    }

    /** What a click or key on the board came to. */
    private void fed(Feedback feedback) {
        if (feedback.isBackToGame()) {
            backToGame();
            return;
        }
        if (controller.isGameOver() && feedback.move() == null) {
            // a click or Enter on a finished game's board leads to the result's button, never past it
            next.requestFocusInWindow();
            return;
        }
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
        messageIsResult = result;
        lastWord = () -> say(key, result, arguments);
        message(texts.format(key, arguments));
    }

    /** Says words worked out by {@code words}, and again in another language after a switch. */
    private void sayAgainAs(Runnable words) {
        if (controller.isGameOver() && messageIsResult) {
            return;
        }
        messageIsResult = false;
        lastWord = words;
        words.run();
    }

    private void message(String text) {
        message.setText(text);
        message.setToolTipText(null);
        message.setFont(UIManager.getFont("Label.font"));
    }

    private void keysHint() {
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
        } else if (controller.isMatchOver()) {
            paloLabel.setText(matchOverText());
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
