package org.katakuti.app.table;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Window;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.SwingWorker;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.table.AbstractTableModel;

import net.miginfocom.swing.MigLayout;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.log.MatchLogStore;
import org.katakuti.app.log.OpponentRecords;

/**
 * The saved matches (Match → Matches…): newest first, filtered by game and by
 * player; open one in the replay, export a copy, delete one (asked first); and
 * the record against each computer player. The folder is read off the event
 * thread; a damaged file is listed with what is wrong with it, never hidden,
 * never changed.
 */
final class MatchesWindow extends JDialog {

    /** What the window asks of the table. */
    interface Host {
        void replay(MatchRecord record);
    }

    private final MatchLogStore store;
    private final Host host;
    private final Texts texts;
    private final JComboBox<Game> game = new JComboBox<>();
    private final JTextField player = new JTextField(14);
    private final MatchesModel matchesModel = new MatchesModel();
    private final JTable matches;
    private final RecordsModel recordsModel = new RecordsModel();
    private final JTable records;
    private final JLabel status = new JLabel(" ");
    private final JButton open = new JButton();
    private final JButton export = new JButton();
    private final JButton delete = new JButton();
    private List<MatchLogStore.Entry> all = Collections.emptyList();

    MatchesWindow(Window owner, MatchLogStore store, Texts texts, Host host) {
        super(owner, texts.get("matches.title"), ModalityType.MODELESS);
        this.store = store;
        this.texts = texts;
        this.host = host;
        // the tables ask their models for the column names at once, in the words just set
        this.matches = new WholeTextTable(matchesModel);
        this.records = new WholeTextTable(recordsModel);
        setName("matches");
        JPanel content = new JPanel(new MigLayout("insets 12, fill, wrap 1", "[grow,fill]",
                "[][grow 3,fill][][][grow 1,fill][]"));

        game.setName("matches-game");
        game.addItem(null);
        for (Game each : Games.all()) {
            game.addItem(each);
        }
        game.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                String text = value == null ? texts.get("matches.allGames") : Names.game(texts, (Game) value);
                return super.getListCellRendererComponent(list, text, index, selected, focused);
            }
        });
        game.addActionListener(e -> filter());
        player.setName("matches-player");
        player.putClientProperty("JTextField.placeholderText", texts.get("matches.anyPlayer"));
        player.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                filter();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                filter();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                filter();
            }
        });
        JPanel filters = new JPanel(new MigLayout("insets 0, gap 8", "[][][][grow,fill]"));
        filters.add(new JLabel(texts.get("matches.gameLabel")));
        filters.add(game);
        filters.add(new JLabel(texts.get("matches.playerLabel")));
        filters.add(player);
        content.add(filters);

        matches.setName("matches-list");
        matches.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        matches.setFillsViewportHeight(true);
        matches.getSelectionModel().addListSelectionListener(e -> selectionChanged());
        matches.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                if (e.getClickCount() == 2) {
                    openSelected();
                }
            }
        });
        content.add(new JScrollPane(matches), "hmin 120");

        open.setName("matches-open");
        open.setText(texts.get("matches.open"));
        open.addActionListener(e -> openSelected());
        export.setName("matches-export");
        export.setText(texts.get("matches.export"));
        export.addActionListener(e -> exportSelected());
        delete.setName("matches-delete");
        delete.setText(texts.get("matches.delete"));
        delete.addActionListener(e -> deleteSelected());
        JPanel buttons = new JPanel(new MigLayout("insets 0, gap 8", "[grow,fill][][][]"));
        status.setName("matches-status");
        buttons.add(status, "wmin 0");
        buttons.add(open);
        buttons.add(export);
        buttons.add(delete);
        content.add(buttons);

        JLabel recordsLabel = new JLabel(texts.get("matches.records"));
        TextStyle.STRONG.applyTo(recordsLabel);
        content.add(recordsLabel, "gaptop 8");
        records.setName("matches-records");
        records.setFillsViewportHeight(true);
        content.add(new JScrollPane(records), "hmin 80");
        setContentPane(content);
        selectionChanged();
        setSize(new Dimension(760, 560));
        setLocationRelativeTo(owner);
        reload();
    }

    /** Reads the folder again, off the event thread. */
    void reload() {
        status.setText(texts.get("matches.reading"));
        new SwingWorker<List<MatchLogStore.Entry>, Void>() {
            @Override
            protected List<MatchLogStore.Entry> doInBackground() throws IOException {
                return store.list();
            }

            @Override
            protected void done() {
                try {
                    all = get();
                    filter();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    all = Collections.emptyList();
                    filter();
                    status.setText(texts.format("matches.cannotRead", store.folder(), e.getCause().getMessage()));
                }
            }
        }.execute();
    }

    private void filter() {
        Game wanted = (Game) game.getSelectedItem();
        String name = player.getText().trim().toLowerCase(Locale.ROOT);
        List<MatchLogStore.Entry> shown = new ArrayList<>();
        List<MatchRecord> counted = new ArrayList<>();
        for (MatchLogStore.Entry entry : all) {
            MatchRecord record = entry.record();
            if (record == null) {
                if (wanted == null && name.isEmpty()) {
                    shown.add(entry); // a damaged file is always in the full list
                }
                continue;
            }
            if (wanted != null && !record.game().id().equals(wanted.id())) {
                continue;
            }
            if (!name.isEmpty() && !players(record).toLowerCase(Locale.ROOT).contains(name)) {
                continue;
            }
            shown.add(entry);
            counted.add(record);
        }
        matchesModel.show(shown);
        recordsModel.show(OpponentRecords.of(counted));
        status.setText(all.isEmpty() ? texts.format("matches.none", store.folder())
                : texts.format("matches.count", shown.size(), all.size()));
        selectionChanged();
    }

    private String players(MatchRecord record) {
        return Names.player(texts, record, Side.ONE) + " – " + Names.player(texts, record, Side.TWO);
    }

    private MatchLogStore.Entry selected() {
        int row = matches.getSelectedRow();
        return row < 0 ? null : matchesModel.entries.get(matches.convertRowIndexToModel(row));
    }

    private void selectionChanged() {
        MatchLogStore.Entry entry = selected();
        open.setEnabled(entry != null);
        export.setEnabled(entry != null);
        delete.setEnabled(entry != null);
    }

    private void openSelected() {
        MatchLogStore.Entry entry = selected();
        if (entry == null) {
            return;
        }
        if (entry.isGood()) {
            host.replay(entry.record());
        } else {
            JOptionPane.showMessageDialog(this, entry.problem().getMessage(), texts.get("log.bad.title"),
                    JOptionPane.WARNING_MESSAGE);
        }
    }

    private void exportSelected() {
        final MatchLogStore.Entry entry = selected();
        if (entry == null) {
            return;
        }
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(new File(entry.file().getFileName().toString()));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        final Path target = chooser.getSelectedFile().toPath();
        onDisk(() -> store.export(entry.file(), target), texts.format("matches.exported", target), false);
    }

    private void deleteSelected() {
        final MatchLogStore.Entry entry = selected();
        if (entry == null) {
            return;
        }
        Object[] options = {texts.get("matches.delete.yes"), texts.get("matches.delete.no")};
        int answer = JOptionPane.showOptionDialog(this, texts.format("matches.delete.message",
                entry.file().getFileName()), texts.get("matches.delete.title"), JOptionPane.YES_NO_OPTION,
                JOptionPane.WARNING_MESSAGE, null, options, options[1]);
        if (answer == 0) {
            onDisk(() -> store.delete(entry.file()), texts.format("matches.deleted", entry.file().getFileName()),
                    true);
        }
    }

    /** A file operation that may fail. */
    private interface DiskWork {
        void run() throws IOException;
    }

    /** Runs {@code work} off the event thread, then says how it went (and reads the folder again if asked). */
    private void onDisk(final DiskWork work, final String done, final boolean reloadAfter) {
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws IOException {
                work.run();
                return null;
            }

            @Override
            protected void done() {
                try {
                    get();
                    if (reloadAfter) {
                        reload();
                    }
                    status.setText(done);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    JOptionPane.showMessageDialog(MatchesWindow.this, String.valueOf(e.getCause().getMessage()),
                            texts.get("log.bad.title"), JOptionPane.WARNING_MESSAGE);
                }
            }
        }.execute();
    }

    /** The list of matches: date, game, players, score, and whether the match is finished. */
    private final class MatchesModel extends AbstractTableModel {
        private List<MatchLogStore.Entry> entries = Collections.emptyList();
        /** Made with the first list: the window's words are not known yet when its fields are. */
        private DateTimeFormatter dates;

        void show(List<MatchLogStore.Entry> shown) {
            if (dates == null) {
                dates = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                        .withLocale(texts.language().locale()).withZone(ZoneId.systemDefault());
            }
            entries = shown;
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return entries.size();
        }

        @Override
        public int getColumnCount() {
            return 5;
        }

        @Override
        public String getColumnName(int column) {
            return texts.get("matches.column." + column);
        }

        @Override
        public Object getValueAt(int row, int column) {
            MatchLogStore.Entry entry = entries.get(row);
            MatchRecord record = entry.record();
            if (record == null) {
                return column == 0 ? entry.file().getFileName().toString()
                        : column == 4 ? texts.get("matches.state.damaged") : column == 2
                        ? entry.problem().getMessage() : "";
            }
            switch (column) {
                case 0:
                    return dates.format(Instant.ofEpochMilli(record.startedMillis()));
                case 1:
                    return Names.game(texts, record.game());
                case 2:
                    return players(record);
                case 3:
                    return texts.number(record.score().wins(Side.ONE)) + " – "
                            + texts.number(record.score().wins(Side.TWO));
                default:
                    return texts.get(record.isOver() ? "matches.state.finished"
                            : record.isAbandoned() ? "matches.state.abandoned" : "matches.state.unfinished");
            }
        }
    }

    /** The record against each computer player: wins, draws and losses of the person, by bot and game. */
    private final class RecordsModel extends AbstractTableModel {
        private List<OpponentRecords.Line> lines = Collections.emptyList();

        void show(List<OpponentRecords.Line> shown) {
            lines = shown;
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return lines.size();
        }

        @Override
        public int getColumnCount() {
            return 5;
        }

        @Override
        public String getColumnName(int column) {
            return texts.get("records.column." + column);
        }

        @Override
        public Object getValueAt(int row, int column) {
            OpponentRecords.Line line = lines.get(row);
            switch (column) {
                case 0:
                    return line.kind() == PlayerKind.BUILT_IN ? texts.get("level." + line.botId()) : line.botName();
                case 1:
                    return Names.game(texts, Games.byId(line.gameId()));
                case 2:
                    return texts.number(line.wins());
                case 3:
                    return texts.number(line.draws());
                default:
                    return texts.number(line.losses());
            }
        }
    }

    /** A table whose cells, cut to their column, say their whole text as a tooltip (a damaged log's problem). */
    private static final class WholeTextTable extends JTable {
        WholeTextTable(javax.swing.table.TableModel model) {
            super(model);
            setToolTipText(""); // registers the table with the tooltip manager
        }

        @Override
        public String getToolTipText(java.awt.event.MouseEvent event) {
            int row = rowAtPoint(event.getPoint());
            int column = columnAtPoint(event.getPoint());
            Object value = row < 0 || column < 0 ? null : getValueAt(row, column);
            return value == null || value.toString().isEmpty() ? null : value.toString();
        }
    }
}
