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
 * The start screen: one page to choose the game, the wins needed, the
 * players' names and the opponent, then start. It opens with the last
 * choices made.
 */
final class StartScreen extends JPanel implements Localized {

    /** One entry of the opponent list: a friend (no factory) or a computer player. */
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
    private final JLabel opponentLabel = new JLabel();
    private final JComboBox<Choice> opponent = new JComboBox<>();
    private final JLabel botSideLabel = new JLabel();
    private final JComboBox<Side> botSide = new JComboBox<>(new Side[] {Side.TWO, Side.ONE});
    private final WrappingLabel searching = new WrappingLabel(TextStyle.SMALL);
    private final JButton play = new JButton();
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
        form.add(oneLabel, "newline 6");
        form.add(nameOne);
        form.add(twoLabel, "newline 6");
        form.add(nameTwo);

        opponent.setName("opponent");
        opponent.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                Choice choice = (Choice) value;
                String text = choice == null ? "" : choice.factory == null ? StartScreen.this.texts.get("opponent.friend")
                        : StartScreen.this.texts.format("opponent.bot", Names.bot(StartScreen.this.texts, choice.factory));
                return super.getListCellRendererComponent(list, text, index, selected, focused);
            }
        });
        opponent.addActionListener(new ActionListener() {
            @Override
            public void actionPerformed(ActionEvent e) {
                opponentChanged();
            }
        });
        botSide.setName("botSide");
        botSide.setSelectedItem(prefs.botPlaysOne() ? Side.ONE : Side.TWO);
        botSide.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                String text = value == null ? "" : Names.sideLabel(StartScreen.this.texts, game(), (Side) value);
                return super.getListCellRendererComponent(list, text, index, selected, focused);
            }
        });
        botSide.addActionListener(e -> opponentChanged());
        form.add(opponentLabel, "newline 16");
        form.add(opponent);
        searching.setQuiet(true);
        // its line keeps its room once the computer players are found, so the rows below never jump up
        form.add(searching, "newline 0, skip, growx, wmin 0, hidemode 0");
        form.add(botSideLabel, "newline 6");
        form.add(botSide);
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
        add(play, "gap 20 20 6 10");
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
        opponentLabel.setText(texts.get("start.opponent"));
        botSideLabel.setText(texts.get("start.computerPlays"));
        searching.setText(texts.get("opponent.searching"));
        play.setText(texts.get("start.play"));
        hint.setText(texts.get("start.hint"));
        sideLabels();
        opponent.repaint();
        botSide.repaint();
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
        Choice choice = (Choice) opponent.getSelectedItem();
        int wins = firstTo[0].isSelected() ? 1 : firstTo[2].isSelected() ? 5 : 3;
        if (choice == null || choice.factory == null) {
            return MatchSetup.friends(game(), wins, nameOne.getText(), nameTwo.getText());
        }
        Side side = (Side) botSide.getSelectedItem();
        String person = side == Side.ONE ? nameTwo.getText() : nameOne.getText();
        return MatchSetup.againstBot(game(), wins, person, choice.factory, side);
    }

    private void remember() {
        MatchSetup setup = setup();
        prefs.setGameId(setup.game().id());
        prefs.setFirstTo(setup.firstTo());
        if (setup.bot() == null || setup.botSide() == Side.TWO) {
            prefs.setNameOne(nameOne.getText().trim());
        }
        if (setup.bot() == null || setup.botSide() == Side.ONE) {
            prefs.setNameTwo(nameTwo.getText().trim());
        }
        prefs.setOpponentId(setup.bot() == null ? "" : setup.bot().id());
        prefs.setBotPlaysOne(setup.botSide() == Side.ONE);
        prefs.save();
    }

    private void gameChanged() {
        sideLabels();
        fillOpponents();
    }

    private void sideLabels() {
        oneLabel.setText(Names.sideLabel(texts, game(), Side.ONE));
        twoLabel.setText(Names.sideLabel(texts, game(), Side.TWO));
        botSide.repaint();
    }

    /** Offers a friend, then every computer player that plays the chosen game; keeps the choice if it still fits. */
    private void fillOpponents() {
        Choice current = (Choice) opponent.getSelectedItem();
        String wanted = current == null ? prefs.opponentId() : current.id();
        DefaultComboBoxModel<Choice> model = new DefaultComboBoxModel<>();
        model.addElement(new Choice(null));
        if (opponents != null) {
            for (BotFactory factory : opponents.forGame(game())) {
                Choice choice = new Choice(factory);
                model.addElement(choice);
                if (choice.id().equals(wanted)) {
                    model.setSelectedItem(choice);
                }
            }
        }
        opponent.setModel(model);
        searching.setVisible(opponents == null);
        opponentChanged();
    }

    private void opponentChanged() {
        Choice choice = (Choice) opponent.getSelectedItem();
        boolean bot = choice != null && choice.factory != null;
        botSide.setEnabled(bot);
        botSideLabel.setEnabled(bot);
        Side side = (Side) botSide.getSelectedItem();
        nameOne.setEnabled(!bot || side != Side.ONE);
        nameTwo.setEnabled(!bot || side != Side.TWO);
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
