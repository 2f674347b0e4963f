package org.katakuti.app.table;

import java.awt.Component;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.util.ArrayList;
import java.util.List;

import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.JToggleButton;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.prefs.TablePrefs;

/**
 * The start screen: one page to choose the game, the wins needed and, for
 * each side, who plays it (a person, with a name, or any computer player of
 * that game), then start. It opens with the last choices made, the computer
 * players included, once they have been found.
 */
final class StartScreen extends JPanel implements Localized {

    /** One entry of a side's player list: a person (no factory) or a computer player. */
    static final class Choice {
        final BotFactory factory;

        Choice(BotFactory factory) {
            this.factory = factory;
        }

        String id() {
            return factory == null ? "" : factory.id();
        }
    }

    /** Starts the match the screen was set to. */
    interface Starter {
        void start(MatchSetup setup);
    }

    private final TablePrefs prefs;
    private final Starter starter;
    private Texts texts;
    private BotCatalog opponents;

    private final JLabel title = new JLabel();
    private final JLabel gameLabel = new JLabel();
    private final List<JRadioButton> gameButtons = new ArrayList<>();
    private final List<WrappingLabel> gameLines = new ArrayList<>();
    private final JLabel firstToLabel = new JLabel();
    private final JToggleButton[] firstTo = {new JToggleButton(), new JToggleButton(), new JToggleButton()};
    private final JLabel playersLabel = new JLabel();
    private final JLabel oneLabel = new JLabel();
    private final JLabel twoLabel = new JLabel();
    private final JTextField nameOne = new JTextField(20);
    private final JTextField nameTwo = new JTextField(20);
    private final JComboBox<Choice> playerOne = new JComboBox<>();
    private final JComboBox<Choice> playerTwo = new JComboBox<>();
    /** The player chosen for each side by id ("" for a person): kept while the lists are refilled. */
    private final String[] wanted = new String[2];
    private boolean filling;
    private final WrappingLabel searching = new WrappingLabel(TextStyle.SMALL);
    private final JButton play = new JButton();
    private final JButton friends = new JButton();
    private final WrappingLabel hint = new WrappingLabel(TextStyle.SMALL);

    StartScreen(TablePrefs prefs, Texts texts, Starter starter) {
        this.prefs = prefs;
        this.texts = texts;
        this.starter = starter;
        setName("start");
        // the form's rows, each led by its label; a row's "newline" gap is its space above
        JPanel form = new WidthTrackingPanel(new MigLayout("insets 12 20 12 20, gap 16 0, hidemode 3", "[right][grow]"));
        TextStyle.TITLE.applyTo(title);
        form.add(title, "span 2, left");

        ButtonGroup games = new ButtonGroup();
        form.add(gameLabel, "newline 12");
        for (Game game : Games.all()) {
            JRadioButton button = new JRadioButton();
            button.setName("game-" + game.id());
            button.setActionCommand(game.id());
            button.setSelected(game.id().equals(prefs.gameId()));
            button.addActionListener(new ActionListener() {
                @Override
                public void actionPerformed(ActionEvent e) {
                    gameChanged();
                }
            });
            games.add(button);
            gameButtons.add(button);
            WrappingLabel line = new WrappingLabel(TextStyle.SMALL);
            line.setName("line-" + game.id());
            line.setQuiet(true);
            gameLines.add(line);
            // the first game stands beside the label "Game", the others under it; each line under its game's name
            form.add(button, gameButtons.size() == 1 ? "" : "newline 6, skip");
            form.add(line, "newline 0, skip, growx, wmin 0, gapleft " + textOffset(button));
        }
        if (games.getSelection() == null) {
            gameButtons.get(0).setSelected(true);
        }

        ButtonGroup wins = new ButtonGroup();
        form.add(firstToLabel, "newline 12");
        int[] counts = {1, 3, 5};
        for (int i = 0; i < 3; i++) {
            firstTo[i].setName("firstTo-" + counts[i]);
            firstTo[i].setSelected(prefs.firstTo() == counts[i]);
            wins.add(firstTo[i]);
            form.add(firstTo[i], i == 0 ? "split 3" : "gapleft 0");
        }

        TextStyle.HEADING.applyTo(playersLabel);
        form.add(playersLabel, "newline 14, span 2, left");
        nameOne.setName("nameOne");
        nameTwo.setName("nameTwo");
        nameOne.setText(prefs.nameOne());
        nameTwo.setText(prefs.nameTwo());
        playerOne.setName("playerOne");
        playerTwo.setName("playerTwo");
        for (final Side side : Side.values()) {
            JComboBox<Choice> list = players(side);
            wanted[side.ordinal()] = prefs.playerId(side);
            list.setRenderer(new DefaultListCellRenderer() {
                @Override
                public Component getListCellRendererComponent(JList<?> cells, Object value, int index,
                        boolean selected, boolean focused) {
                    Choice choice = (Choice) value;
                    Texts words = StartScreen.this.texts;
                    String text = choice == null ? "" : choice.factory == null ? words.get("player.person")
                            : words.format("opponent.bot", Names.bot(words, choice.factory));
                    return super.getListCellRendererComponent(cells, text, index, selected, focused);
                }
            });
            list.addActionListener(new ActionListener() {
                @Override
                public void actionPerformed(ActionEvent e) {
                    if (!filling) {
                        Choice choice = (Choice) list.getSelectedItem();
                        wanted[side.ordinal()] = choice == null ? "" : choice.id();
                    }
                    playersChanged();
                }
            });
        }
        // each side: who plays it, then a person's name; the list is as wide as the form,
        // whatever it holds, so filling it when the computer players arrive moves nothing
        form.add(oneLabel, "newline 6");
        form.add(playerOne, "growx, wmin 0");
        form.add(nameOne, "newline 4, skip, growx, wmin 0");
        form.add(twoLabel, "newline 10");
        form.add(playerTwo, "growx, wmin 0");
        form.add(nameTwo, "newline 4, skip, growx, wmin 0");
        searching.setQuiet(true);
        // its line keeps its room once the computer players are found, so the rows below never jump up
        form.add(searching, "newline 0, skip, growx, wmin 0, hidemode 0");
        form.add(hint, "newline 16, span 2, growx, wmin 0");

        play.setName("play");
        play.putClientProperty("JButton.buttonType", "default");
        TextStyle.STRONG.applyTo(play);
        play.addActionListener(new ActionListener() {
            @Override
            public void actionPerformed(ActionEvent e) {
                remember();
                StartScreen.this.starter.start(setup());
            }
        });

        // the form scrolls in a small window; the start button stays in sight below it
        setLayout(new MigLayout("insets 0, gap 0, wrap 1", "[grow]", "[grow][]"));
        JScrollPane scroll = new JScrollPane(form, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        add(scroll, "grow, hmin 0");
        add(play, "split 2, gap 20 0 6 10");
        friends.setName("friends");
        friends.addActionListener(e -> playWithFriends());
        add(friends, "gap 12 20 6 10");
        fillOpponents();
        applyTexts(texts);
    }

    @Override
    public void paint(java.awt.Graphics g) {
        super.paint(g);
        if (StartupProbe.isOn()) {
            StartupProbe.ready();
        }
    }

    /** @return the button that starts the match (the window's default button) */
    JButton playButton() {
        return play;
    }

    /** The computer players have been found: the list offers those that play the chosen game. */
    void setOpponents(BotCatalog found) {
        this.opponents = found;
        fillOpponents();
    }

    @Override
    public void applyTexts(Texts newTexts) {
        this.texts = newTexts;
        title.setText(texts.get("start.title"));
        gameLabel.setText(texts.get("start.game"));
        for (int i = 0; i < gameButtons.size(); i++) {
            Game game = Games.all().get(i);
            gameButtons.get(i).setText(Names.game(texts, game));
            gameLines.get(i).setText(texts.get("game." + game.id() + ".line"));
        }
        firstToLabel.setText(texts.get("start.firstTo"));
        firstTo[0].setText(texts.get("start.wins1"));
        firstTo[1].setText(texts.get("start.wins3"));
        firstTo[2].setText(texts.get("start.wins5"));
        playersLabel.setText(texts.get("start.players"));
        nameOne.putClientProperty("JTextField.placeholderText", texts.get("start.name"));
        nameTwo.putClientProperty("JTextField.placeholderText", texts.get("start.name"));
        searching.setText(texts.get("opponent.searching"));
        play.setText(texts.get("start.play"));
        friends.setText(texts.get("friends.button"));
        hint.setText(texts.get("start.hint"));
        sideLabels();
        playerOne.repaint();
        playerTwo.repaint();
    }

    /** @return the game chosen */
    Game game() {
        for (JRadioButton button : gameButtons) {
            if (button.isSelected()) {
                return Games.byId(button.getActionCommand());
            }
        }
        return Games.all().get(0);
    }

    /** @return the match the screen is set to */
    MatchSetup setup() {
        int wins = firstTo[0].isSelected() ? 1 : firstTo[2].isSelected() ? 5 : 3;
        return new MatchSetup(game(), wins, choice(Side.ONE), choice(Side.TWO));
    }

    private MatchSetup.Choice choice(Side side) {
        Choice chosen = (Choice) players(side).getSelectedItem();
        if (chosen != null && chosen.factory != null) {
            return MatchSetup.Choice.bot(chosen.factory);
        }
        return MatchSetup.Choice.person((side == Side.ONE ? nameOne : nameTwo).getText());
    }

    private JComboBox<Choice> players(Side side) {
        return side == Side.ONE ? playerOne : playerTwo;
    }

    /** Opens Play with friends for the game and wins chosen here (the Online issue). */
    private void playWithFriends() {
        remember();
        MatchSetup setup = setup();
        new FriendsDialog((TableWindow) SwingUtilities.getWindowAncestor(this),
                new org.katakuti.app.prefs.OnlinePrefs(prefs.store()), setup.game(), setup.firstTo(),
                nameOne.getText().trim()).setVisible(true);
    }

    private void remember() {
        MatchSetup setup = setup();
        prefs.setGameId(setup.game().id());
        prefs.setFirstTo(setup.firstTo());
        if (!setup.choice(Side.ONE).isBot()) {
            prefs.setNameOne(nameOne.getText().trim());
        }
        if (!setup.choice(Side.TWO).isBot()) {
            prefs.setNameTwo(nameTwo.getText().trim());
        }
        for (Side side : Side.values()) {
            prefs.setPlayerId(side, wanted[side.ordinal()]);
        }
        prefs.save();
    }

    private void gameChanged() {
        sideLabels();
        fillOpponents();
    }

    private void sideLabels() {
        oneLabel.setText(Names.sideLabel(texts, game(), Side.ONE));
        twoLabel.setText(Names.sideLabel(texts, game(), Side.TWO));
    }

    /**
     * Offers a person, then every computer player that plays the chosen game,
     * on each side; selects the one chosen last when it is there. The choice
     * stays what the player chose (or what was remembered) while the lists
     * are refilled: a bot missing for one game comes back with the next.
     */
    private void fillOpponents() {
        filling = true;
        try {
            for (Side side : Side.values()) {
                DefaultComboBoxModel<Choice> model = new DefaultComboBoxModel<>();
                model.addElement(new Choice(null));
                if (opponents != null) {
                    for (BotFactory factory : opponents.forGame(game())) {
                        Choice choice = new Choice(factory);
                        model.addElement(choice);
                        if (choice.id().equals(wanted[side.ordinal()])) {
                            model.setSelectedItem(choice);
                        }
                    }
                }
                players(side).setModel(model);
            }
        } finally {
            filling = false;
        }
        // once found, the same line says in words how many plugin jars were refused, if any
        int refused = opponents == null ? 0 : refusedJars(opponents);
        searching.setText(refused == 0 ? texts.get("opponent.searching")
                : refused == 1 ? texts.get("plugins.refusedAtTable.one") : texts.format("plugins.refusedAtTable.many", refused));
        searching.setVisible(opponents == null || refused > 0);
        playersChanged();
    }

    private static int refusedJars(BotCatalog catalog) {
        int refused = 0;
        for (org.katakuti.app.plugin.PluginJar jar : catalog.plugins()) {
            if (!jar.isLoaded()) {
                refused++;
            }
        }
        return refused;
    }

    private void playersChanged() {
        nameOne.setEnabled(!choice(Side.ONE).isBot());
        nameTwo.setEnabled(!choice(Side.TWO).isBot());
    }

    /** @return how far right of its button's edge the button's text starts, so the game's line stands under it */
    private static int textOffset(JRadioButton button) {
        javax.swing.Icon icon = UIManager.getIcon("RadioButton.icon");
        return button.getInsets().left + (icon == null ? 16 : icon.getIconWidth()) + button.getIconTextGap();
    }

    /** A panel as wide as its scroll pane's view, so it scrolls only up and down. */
    private static final class WidthTrackingPanel extends JPanel implements javax.swing.Scrollable {
        WidthTrackingPanel(MigLayout layout) {
            super(layout);
        }

        /**
         * A new width can change the height of wrapped text. The layout under
         * way gives the wrapped lines their new width; once it is done, the
         * form and its scroll pane are laid out again, with the heights that
         * width needs (MigLayout asks a component its height at the width it
         * has, not at the one it is about to get).
         */
        @Override
        public void setBounds(int x, int y, int width, int height) {
            boolean newWidth = width != getWidth();
            super.setBounds(x, y, width, height);
            if (newWidth) {
                SwingUtilities.invokeLater(this::revalidate);
            }
        }

        @Override
        public java.awt.Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
            return 16;
        }

        @Override
        public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
            return visible.height - 16;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }
    }
}
