package org.katakuti.app.table;

import java.awt.CardLayout;
import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Collections;
import java.util.concurrent.ExecutionException;

import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.WindowConstants;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.board.Ink;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.pbrain.BrainMessages;
import org.katakuti.app.pbrain.Brains;
import org.katakuti.app.player.Player;
import org.katakuti.app.prefs.BrainPrefs;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.prefs.TablePrefs.Theme;
import org.katakuti.app.sound.PenSounds;
import org.katakuti.app.sound.PenStroke;

/**
 * The table's one window: the start screen, the match and the match result,
 * one at a time, with menus for a new match, the theme, the language, the
 * pencil setting and help. Switching theme or language keeps the match.
 */
public final class TableWindow extends JFrame {

    /** How long the computer has for each move. */
    public static final long THINK_MILLIS = 1000;
    /** The smallest the window may be made: every word on every screen still fits. */
    public static final Dimension MINIMUM_SIZE = new Dimension(420, 420);

    private final TablePrefs prefs;
    private final ClassLoader botLoader;
    private Texts texts;
    private Ink ink;
    private final CardLayout cards = new CardLayout();
    private final JPanel deck = new JPanel(cards);
    /** The deck, with room above it for a bar about the match (an online room's, for one). */
    private final JPanel content = new JPanel(new java.awt.BorderLayout());
    private StartScreen start;
    private MatchController controller;
    /** What the match in play was made of: a rematch sits the same players down again. */
    private MatchSetup lastSetup;
    private MatchScreen matchScreen;
    private ResultScreen resultScreen;
    private HelpWindow help;
    private org.katakuti.app.replay.ReplayWindow replay;
    private MatchListener matchLog;
    /** The saved matches; null when the table keeps none (as in most tests). */
    private TableLog log;
    /** Keeps the Match menu's take-back and resign in step with the match. */
    private final MatchListener matchActions = new MatchListener() {
        @Override
        public void moved(MatchRecord record, Side side, Move move) {
            updateMatchActions();
            sounds.play(move.hasCapture() ? PenStroke.CAPTURE : PenStroke.MARK);
        }

        @Override
        public void gameStarted(MatchRecord record) {
            updateMatchActions();
        }

        @Override
        public void tookBack(MatchRecord record) {
            updateMatchActions();
        }

        @Override
        public void gameEnded(MatchRecord record) {
            updateMatchActions();
        }

        @Override
        public void matchLeft(MatchRecord record) {
            updateMatchActions();
        }
    };

    private final JMenu matchMenu = new JMenu();
    private final JMenuItem newMatch = new JMenuItem();
    private final JMenuItem matches = new JMenuItem();
    /** Match → Bots…: the Plugins issue's window of every bot and plugin jar. */
    private final JMenuItem botsItem = new JMenuItem();
    /** Match → Engine console…: what the Gomocup brains say as they play. */
    private final JMenuItem consoleItem = new JMenuItem();
    private EngineConsole console;
    /** The Gomocup brains the table was given, and what they say. */
    private final Brains brains;
    private BotCatalog opponentCatalog;
    private final JMenuItem openLog = new JMenuItem();
    private final JMenuItem takeBack = new JMenuItem();
    private final JMenuItem resign = new JMenuItem();
    private final JMenuItem replayItem = new JMenuItem();
    private final JMenuItem quit = new JMenuItem();
    private final JMenu viewMenu = new JMenu();
    private final JMenu themeMenu = new JMenu();
    private final JRadioButtonMenuItem[] themeItems = new JRadioButtonMenuItem[Theme.values().length];
    private final JMenu languageMenu = new JMenu();
    private final JCheckBoxMenuItem pencil = new JCheckBoxMenuItem();
    private final JCheckBoxMenuItem soundItem = new JCheckBoxMenuItem();
    private final PenSounds sounds;
    private final JMenu helpMenu = new JMenu();
    private final JMenuItem rules = new JMenuItem();
    private final JMenuItem about = new JMenuItem();
    /** Hint and "Warn me of threats". */
    private final PlayAids aids;

    /**
     * The window, where it stood last time; {@link #furnish(Texts)} then builds
     * the menus and the start screen, before it is shown.
     *
     * @param dark whether the boards are drawn in the dark inks (the look and feel installed is dark)
     * @param botLoader where to look for computer players (built-in and plugins)
     */
    public TableWindow(TablePrefs prefs, boolean dark, ClassLoader botLoader) {
        this.prefs = prefs;
        this.ink = Themes.inkFor(dark);
        this.botLoader = botLoader;
        this.brains = new Brains(new BrainPrefs(prefs.store()), new BrainMessages());
        this.aids = new PlayAids(prefs, () -> matchScreen, THINK_MILLIS);
        this.sounds = PenSounds.speakers(prefs.sound());
        setName("table");
        setTitle("Katakuti");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                quit();
            }

            @Override
            public void windowOpened(WindowEvent e) {
                if (start != null) {
                    findOpponents();
                }
            }
        });
        setMinimumSize(MINIMUM_SIZE);
        WindowPlace.restoreAndRemember(this, prefs);
    }

    /**
     * Builds the menus and the start screen in {@code texts}' language, under
     * the look and feel installed by now.
     */
    public void furnish(Texts words) {
        this.texts = words;
        SwingUtilities.updateComponentTreeUI(this);
        start = new StartScreen(prefs, texts, this::startMatch);
        deck.add(start, "start");
        content.add(deck, java.awt.BorderLayout.CENTER);
        setContentPane(content);
        buildMenus();
        acceptDroppedLogs();
        updateMatchActions();
        applyTexts();
        getRootPane().setDefaultButton(start.playButton());
        revalidate();
        if (isShowing()) {
            findOpponents();
        }
        // drawn once the start screen is up: nine images are no reason to keep it waiting
        SwingUtilities.invokeLater(() -> setIconImages(TableIcon.images()));
    }

    /** Shows {@code bar} above the screens (null: none), for as long as its match lasts. */
    void showMatchBar(JComponent bar) {
        java.awt.Component old = ((java.awt.BorderLayout) content.getLayout())
                .getLayoutComponent(java.awt.BorderLayout.NORTH);
        if (old != null) {
            content.remove(old);
        }
        if (bar != null) {
            content.add(bar, java.awt.BorderLayout.NORTH);
        }
        content.revalidate();
        content.repaint();
    }

    /** @return the start screen; null until furnished */
    JComponent startScreen() {
        return start;
    }

    /** A listener told of every move and result of every match from now on (the match log's hook). */
    public void setMatchLog(MatchListener log) {
        this.matchLog = log;
        if (controller != null && log != null) {
            controller.addListener(log);
        }
    }

    /**
     * The saved matches, for the Matches window, Open a match log and a log
     * dropped on the window.
     */
    void setLog(TableLog savedMatches) {
        this.log = savedMatches;
        matches.setEnabled(true);
        openLog.setEnabled(true);
    }

    /** Opens the Matches window on the saved matches. */
    public void openMatches() {
        if (log != null) {
            new MatchesWindow(this, log.store(), texts, this::openReplay).setVisible(true);
        }
    }

    /** Asks for a match log file and opens it in the replay. */
    private void chooseLog() {
        javax.swing.JFileChooser chooser = new javax.swing.JFileChooser(log.store().folder().toFile());
        chooser.setFileFilter(new javax.swing.filechooser.FileNameExtensionFilter("JSON", "json"));
        if (chooser.showOpenDialog(this) == javax.swing.JFileChooser.APPROVE_OPTION) {
            log.open(chooser.getSelectedFile().toPath());
        }
    }

    /** A match log dropped on the window opens in the replay, like one chosen from the menu. */
    private void acceptDroppedLogs() {
        getRootPane().setTransferHandler(new javax.swing.TransferHandler() {
            @Override
            public boolean canImport(TransferSupport support) {
                return log != null && support.isDataFlavorSupported(java.awt.datatransfer.DataFlavor.javaFileListFlavor);
            }

            @Override
            public boolean importData(TransferSupport support) {
                if (!canImport(support)) {
                    return false;
                }
                try {
                    @SuppressWarnings("unchecked")
                    java.util.List<java.io.File> files = (java.util.List<java.io.File>) support.getTransferable()
                            .getTransferData(java.awt.datatransfer.DataFlavor.javaFileListFlavor);
                    for (java.io.File file : files) {
                        log.open(file.toPath());
                    }
                    return !files.isEmpty();
                } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
                    return false;
                }
            }
        });
    }

    /** @return the computer players found (built-in and plugins); null while the window still looks for them */
    public BotCatalog opponents() {
        return opponentCatalog;
    }

    /** @return the match in play; null before the first */
    public MatchController controller() {
        return controller;
    }

    /** Starts a match at once (the start screen's button does this). */
    public void startMatch(MatchSetup setup) {
        leaveMatch();
        MatchSetup.Seated seated = setup.sitDown(System.nanoTime(), THINK_MILLIS, System.currentTimeMillis());
        play(seated.record, seated.one, seated.two, setup);
    }

    /**
     * Goes on with a saved match, exactly where it was left: its players must be
     * the record's ({@link MatchController}).
     *
     * @param rematch what a rematch sits down; null to offer the start screen instead
     */
    public void resumeMatch(MatchRecord record, Player one, Player two, MatchSetup rematch) {
        leaveMatch();
        play(record, one, two, rematch);
    }

    /** Goes on with a saved match; a rematch then starts from the start screen. */
    public void resumeMatch(MatchRecord record, Player one, Player two) {
        resumeMatch(record, one, two, null);
    }

    private void play(MatchRecord record, Player one, Player two, MatchSetup setup) {
        lastSetup = setup;
        controller = new MatchController(record, one, two, new SwingEventLoop());
        if (matchLog != null) {
            controller.addListener(matchLog);
        }
        controller.addListener(matchActions);
        if (matchScreen != null) {
            deck.remove(matchScreen);
        }
        matchScreen = new MatchScreen(controller, texts, ink, prefs.pencilFirst(), new MatchScreen.Host() {
            @Override
            public void showMatchResult() {
                TableWindow.this.showMatchResult();
            }

            @Override
            public void openHelp() {
                TableWindow.this.openHelp();
            }
        });
        aids.seat(matchScreen);
        deck.add(matchScreen, "match");
        cards.show(deck, "match");
        getRootPane().setDefaultButton(null);
        if (help != null && help.isVisible()) {
            help.show(texts, record.game());
        }
        controller.start();
        updateMatchActions();
        matchScreen.board().requestFocusInWindow();
    }

    /** Takes back the last move (against a computer: back to the person's last turn). */
    public void takeBack() {
        if (controller != null && matchScreen.isShowing()) {
            controller.takeBack();
        }
    }

    /** Resigns the game in play for the person at this board, once they confirm it. */
    public void resign() {
        if (controller == null || !matchScreen.isShowing() || controller.resigner() == null) {
            return;
        }
        Side loser = controller.resigner();
        Object[] options = {texts.get("resign.yes"), texts.get("resign.no")};
        int answer = JOptionPane.showOptionDialog(this,
                texts.format("resign.message", Names.player(texts, controller.record(), loser),
                        Names.player(texts, controller.record(), loser.other())),
                texts.get("resign.title"), JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null, options,
                options[1]);
        if (answer == 0 && loser == controller.resigner()) {
            controller.resign();
        }
    }

    private void updateMatchActions() {
        updateTitle();
        boolean playing = controller != null && matchScreen != null && matchScreen.isShowing();
        takeBack.setEnabled(playing && controller.canTakeBack());
        resign.setEnabled(playing && controller.resigner() != null);
        aids.update(playing);
        replayItem.setEnabled(controller != null
                && controller.record().games().stream().anyMatch(game -> game.plies() > 0));
    }

    /** Opens a replay of {@code record} beside the table (never modal), in place of one already open. */
    public void openReplay(org.katakuti.api.match.MatchRecord record) {
        if (replay != null) {
            replay.dispose();
        }
        replay = new org.katakuti.app.replay.ReplayWindow(this, record, texts, ink);
        replay.open();
    }

    /** Back to the start screen (asking first when a match is in progress). */
    public void showStart() {
        if (!confirmLeave("leave")) {
            return;
        }
        leaveMatch();
        cards.show(deck, "start");
        getRootPane().setDefaultButton(start.playButton());
        updateMatchActions();
    }

    /** Switches the language of every word on show; the match goes on. */
    public void setLanguage(Language language) {
        prefs.setLanguage(language.tag());
        prefs.save();
        texts = new Texts(language);
        Themes.useFontFor(language);
        com.formdev.flatlaf.FlatLaf.updateUI();
        applyTexts();
    }

    /** Switches light, dark or following the system; the match goes on. */
    public void setTheme(Theme theme) {
        prefs.setTheme(theme);
        prefs.save();
        if (theme == Theme.SYSTEM) {
            // The desktop may have changed since it was last asked.
            Themes.askSystemInBackground();
        }
        ink = Themes.inkFor(Themes.switchTo(theme, texts.language()));
        if (matchScreen != null) {
            matchScreen.setInk(ink);
            matchScreen.applyTexts(texts);
        }
        if (replay != null) {
            replay.setInk(ink);
        }
        themeItems[theme.ordinal()].setSelected(true);
    }

    /** Turns "pencil first" on big grids on or off. */
    public void setPencilFirst(boolean on) {
        prefs.setPencilFirst(on);
        prefs.save();
        pencil.setSelected(on);
        if (matchScreen != null) {
            matchScreen.setPencilFirst(on);
        }
    }

    /** Hints come from {@code bot} from now on, instead of the hard computer (for tests). */
    public void setHintBot(BotFactory bot) {
        aids.useHintBot(bot);
    }

    /** @return the words in use */
    public Texts texts() {
        return texts;
    }

    /** Opens the rules and tips beside the table. */
    public void openHelp() {
        if (help == null) {
            help = new HelpWindow(this);
        }
        help.show(texts, controller != null ? controller.record().game() : start.game());
    }

    private void showMatchResult() {
        if (resultScreen != null) {
            deck.remove(resultScreen);
        }
        final MatchSetup setup = lastSetup;
        resultScreen = new ResultScreen(controller, texts,
                setup == null ? this::showStart : () -> startMatch(setup), this::showStart);
        deck.add(resultScreen, "result");
        cards.show(deck, "result");
        getRootPane().setDefaultButton(resultScreen.rematchButton());
        updateMatchActions();
    }

    private void leaveMatch() {
        if (controller != null) {
            controller.leave();
        }
    }

    private void quit() {
        if (!confirmLeave("quit")) {
            return;
        }
        leaveMatch();
        prefs.save();
        aids.close();
        if (help != null) {
            help.dispose();
        }
        if (replay != null) {
            replay.dispose();
        }
        dispose();
    }

    /**
     * @param dialog {@code quit} or {@code leave}: its title asks the question, its
     *     buttons answer it ("Quit" or "Leave", "Keep playing")
     * @return true when no match is in progress, or the player agrees to leave it
     */
    private boolean confirmLeave(String dialog) {
        if (controller == null || !controller.isInProgress() || !matchScreen.isShowing()) {
            return true;
        }
        Object[] options = {texts.get(dialog + ".yes"), texts.get(dialog + ".no")};
        int answer = JOptionPane.showOptionDialog(this, texts.get(dialog + ".message"), texts.get(dialog + ".title"),
                JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null, options, options[1]);
        return answer == 0;
    }

    /** The title names the table, and during a match the game and the score ("Katakuti — Gomoku — 2 : 1"). */
    private void updateTitle() {
        boolean inMatch = controller != null && (matchScreen != null && matchScreen.isShowing()
                || resultScreen != null && resultScreen.isShowing());
        setTitle(inMatch ? TableTitle.of(texts, controller.record()) : texts.get("app.title"));
    }

    /** Turns the pen sounds on or off. */
    public void setSound(boolean on) {
        prefs.setSound(on);
        prefs.save();
        soundItem.setSelected(on);
        sounds.setOn(on);
    }

    /** @return the pen sounds (for tests) */
    PenSounds sounds() {
        return sounds;
    }

    /**
     * Looks for computer players once the window is up, off the event thread.
     * A broken plugin is left out of the list with a one-line warning on the
     * console; the others still play.
     */
    private void findOpponents() {
        new SwingWorker<BotCatalog, Void>() {
            @Override
            protected BotCatalog doInBackground() {
                BotCatalog catalog = newCatalog();
                catalog.all(); // the scan itself, here rather than on the event thread
                return catalog;
            }

            @Override
            protected void done() {
                try {
                    opponentCatalog = get();
                    start.setOpponents(opponentCatalog);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    System.err.println("warning: no computer players: " + e.getCause());
                    start.setOpponents(BotCatalog.of(Collections.<BotFactory>emptyList()));
                }
            }
        }.execute();
    }

    /**
     * @return a catalog of every computer player, looked for afresh when first
     *     asked: the built-in levels, the plugin jars' bots and the Gomocup brains
     */
    BotCatalog newCatalog() {
        return BotCatalog.using(botLoader, System.err::println).withExtra(brains.factories());
    }

    /** Match → Bots…, with the catalog found so far. */
    void openBots() {
        new BotsWindow(this, texts, opponentCatalog, brains, this::openConsole, found -> {
            opponentCatalog = found;
            start.setOpponents(found);
        }).setVisible(true);
    }

    /** Match → Engine console…: the one console, brought to the front if open. */
    void openConsole() {
        if (console == null || !console.isDisplayable()) {
            console = new EngineConsole(this, texts, brains.messages());
        }
        console.setVisible(true);
        console.toFront();
    }

    /** @return the engine console; null when never opened (for tests) */
    EngineConsole console() {
        return console;
    }

    private void buildMenus() {
        JMenuBar bar = new JMenuBar();
        newMatch.setName("menu-newMatch");
        int shortcut = java.awt.Toolkit.getDefaultToolkit().getMenuShortcutKeyMask();
        newMatch.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_N, shortcut));
        newMatch.addActionListener(e -> showStart());
        takeBack.setName("menu-takeBack");
        takeBack.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_Z, shortcut));
        takeBack.addActionListener(e -> takeBack());
        resign.setName("menu-resign");
        resign.addActionListener(e -> resign());
        quit.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_Q, shortcut));
        quit.addActionListener(e -> quit());
        matches.setName("menu-matches");
        matches.setEnabled(log != null);
        matches.addActionListener(e -> openMatches());
        openLog.setName("menu-openLog");
        openLog.setEnabled(log != null);
        openLog.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_O, shortcut));
        openLog.addActionListener(e -> chooseLog());
        matchMenu.add(newMatch);
        matchMenu.add(matches);
        botsItem.setName("menu-bots");
        botsItem.addActionListener(e -> openBots());
        matchMenu.add(botsItem);
        consoleItem.setName("menu-console");
        consoleItem.addActionListener(e -> openConsole());
        matchMenu.add(consoleItem);
        matchMenu.add(openLog);
        matchMenu.addSeparator();
        matchMenu.add(takeBack);
        matchMenu.add(resign);
        replayItem.setName("menu-replay");
        replayItem.addActionListener(e -> openReplay(controller.record()));
        matchMenu.add(replayItem);
        matchMenu.addSeparator();
        matchMenu.add(quit);
        bar.add(matchMenu);

        ButtonGroup themes = new ButtonGroup();
        for (final Theme theme : Theme.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem();
            item.setName("theme-" + theme.name());
            item.setSelected(prefs.theme() == theme);
            item.addActionListener(e -> setTheme(theme));
            themes.add(item);
            themeMenu.add(item);
            themeItems[theme.ordinal()] = item;
        }
        viewMenu.add(themeMenu);
        ButtonGroup languages = new ButtonGroup();
        for (final Language language : Language.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(language.ownName());
            item.setName("language-" + language.tag());
            item.setSelected(texts.language() == language);
            item.addActionListener(e -> setLanguage(language));
            languages.add(item);
            languageMenu.add(item);
        }
        viewMenu.add(languageMenu);
        pencil.setName("menu-pencil");
        pencil.setSelected(prefs.pencilFirst());
        pencil.addActionListener(e -> setPencilFirst(pencil.isSelected()));
        viewMenu.add(pencil);
        aids.addTo(matchMenu, viewMenu);
        soundItem.setName("menu-sound");
        soundItem.setSelected(prefs.sound());
        soundItem.addActionListener(e -> setSound(soundItem.isSelected()));
        viewMenu.add(soundItem);
        bar.add(viewMenu);

        rules.setName("menu-rules");
        rules.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0));
        rules.addActionListener(e -> openHelp());
        about.setName("menu-about");
        about.addActionListener(e -> AboutBox.show(this, texts, log == null ? null : log.store().folder().getParent()));
        helpMenu.add(rules);
        helpMenu.add(about);
        bar.add(helpMenu);
        setJMenuBar(bar);
    }

    private void applyTexts() {
        updateTitle();
        matchMenu.setText(texts.get("menu.match"));
        newMatch.setText(texts.get("menu.newMatch"));
        matches.setText(texts.get("menu.matches"));
        botsItem.setText(texts.get("menu.bots"));
        consoleItem.setText(texts.get("menu.console"));
        openLog.setText(texts.get("menu.openLog"));
        takeBack.setText(texts.get("menu.takeBack"));
        resign.setText(texts.get("menu.resign"));
        replayItem.setText(texts.get("menu.replay"));
        quit.setText(texts.get("menu.quit"));
        viewMenu.setText(texts.get("menu.view"));
        themeMenu.setText(texts.get("menu.theme"));
        for (Theme theme : Theme.values()) {
            themeItems[theme.ordinal()].setText(texts.get("theme." + theme.name()));
        }
        languageMenu.setText(texts.get("menu.language"));
        pencil.setText(texts.get("menu.pencil"));
        helpMenu.setText(texts.get("menu.help"));
        rules.setText(texts.get("menu.rules"));
        about.setText(texts.get("menu.about"));
        aids.applyTexts(texts);
        soundItem.setText(texts.get("menu.sound"));
        Mnemonics.set(texts, matchMenu, "menu.match", newMatch, "menu.newMatch", matches, "menu.matches", openLog,
                "menu.openLog", takeBack, "menu.takeBack", resign, "menu.resign", replayItem, "menu.replay", quit,
                "menu.quit", viewMenu, "menu.view", themeMenu, "menu.theme", languageMenu, "menu.language", pencil,
                "menu.pencil", soundItem, "menu.sound", helpMenu, "menu.help", rules, "menu.rules", about, "menu.about");
        start.applyTexts(texts);
        if (matchScreen != null) {
            matchScreen.applyTexts(texts);
        }
        if (resultScreen != null) {
            resultScreen.applyTexts(texts);
        }
        if (help != null && help.isVisible()) {
            openHelp();
        }
        if (replay != null) {
            replay.applyTexts(texts);
        }
    }
}
