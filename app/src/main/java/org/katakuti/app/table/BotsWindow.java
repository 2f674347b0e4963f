package org.katakuti.app.table;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Desktop;
import java.awt.FlowLayout;
import java.awt.Frame;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.DefaultTableModel;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.pbrain.BrainBotFactory;
import org.katakuti.app.pbrain.Brains;
import org.katakuti.app.plugin.HostedBotFactory;
import org.katakuti.app.plugin.PluginBot;
import org.katakuti.app.plugin.PluginFolders;
import org.katakuti.app.plugin.PluginJar;

/**
 * Match → Bots…: every bot, built-in, plugin and Gomocup brain, with its jar
 * (or program), version, author, games and status, and every refused jar with
 * its reason. Not modal. Reload looks at the plugin folders again off the event
 * thread (jars added or removed while the app runs) and hands the new catalog
 * to the table; Open plugins folder opens the user's own. Add Gomocup brain
 * takes an outside engine's program (checked to be one first), Remove brain
 * forgets the selected one, Engine console shows what brains say.
 */
final class BotsWindow extends JDialog {

    private static final long serialVersionUID = 1L;

    private final Texts texts;
    private final Brains brains;
    private final Runnable openConsole;
    private final Consumer<BotCatalog> reloaded;
    private final DefaultTableModel bots = readOnly();
    private final DefaultTableModel jars = readOnly();
    private final JButton reload = new JButton();
    private final JButton addBrain = new JButton();
    private final JButton removeBrain = new JButton();
    private final JTable botTable = new JTable(bots);
    private final JTable jarTable = new JTable(jars);
    /** The lower table's rows from here on are the brains, in the order of {@link Brains#entries()}. */
    private int firstBrainRow;
    private BotCatalog catalog;

    /**
     * @param catalog the bots found so far; null while the first scan runs
     * @param brains the Gomocup brains the table was given, added and removed here
     * @param openConsole opens the engine console
     * @param reloaded told of the new catalog after Reload (or a brain added or removed), on the event thread
     */
    BotsWindow(Frame owner, Texts texts, BotCatalog catalog, Brains brains, Runnable openConsole,
            Consumer<BotCatalog> reloaded) {
        super(owner, texts.get("bots.title"), false);
        this.texts = texts;
        this.brains = brains;
        this.openConsole = openConsole;
        this.reloaded = reloaded;
        setName("bots-window");
        bots.setColumnIdentifiers(new Object[] {texts.get("bots.column.id"), texts.get("bots.column.name"),
            texts.get("bots.column.jar"), texts.get("bots.column.version"), texts.get("bots.column.author"),
            texts.get("bots.column.games"), texts.get("bots.column.status")});
        jars.setColumnIdentifiers(new Object[] {texts.get("bots.column.jar"), texts.get("bots.column.status"),
            texts.get("bots.column.folder")});
        botTable.setName("bots-table");
        // one selection between the two tables, so that Remove brain means the row last chosen
        botTable.getSelectionModel().addListSelectionListener(e -> {
            if (botTable.getSelectedRow() >= 0) {
                jarTable.clearSelection();
            }
            removeBrain.setEnabled(selectedBrain() != null);
        });
        jarTable.getSelectionModel().addListSelectionListener(e -> {
            if (jarTable.getSelectedRow() >= 0) {
                botTable.clearSelection();
            }
            removeBrain.setEnabled(selectedBrain() != null);
        });
        botTable.setDefaultRenderer(Object.class, new WholeTextTips());
        jarTable.setName("bots-jars");
        jarTable.setDefaultRenderer(Object.class, new WholeTextTips());
        jarTable.getColumnModel().getColumn(0).setPreferredWidth(160);
        jarTable.getColumnModel().getColumn(1).setPreferredWidth(520);
        jarTable.getColumnModel().getColumn(2).setPreferredWidth(200);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(botTable), new JScrollPane(jarTable));
        split.setResizeWeight(0.6);
        reload.setName("bots-reload");
        reload.setText(texts.get("bots.reload"));
        reload.addActionListener(e -> reload());
        JButton open = new JButton(texts.get("bots.openFolder"));
        open.setName("bots-openFolder");
        open.addActionListener(e -> openFolder());
        addBrain.setName("bots-addBrain");
        addBrain.setText(texts.get("bots.addBrain"));
        addBrain.setToolTipText(texts.get("bots.addBrain.tip"));
        addBrain.addActionListener(e -> chooseBrain());
        removeBrain.setName("bots-removeBrain");
        removeBrain.setText(texts.get("bots.removeBrain"));
        removeBrain.setEnabled(false);
        removeBrain.addActionListener(e -> removeSelectedBrain());
        JButton console = new JButton(texts.get("bots.console"));
        console.setName("bots-console");
        console.addActionListener(e -> openConsole.run());
        JButton close = new JButton(texts.get("bots.close"));
        close.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.TRAILING));
        buttons.add(addBrain);
        buttons.add(removeBrain);
        buttons.add(console);
        buttons.add(reload);
        buttons.add(open);
        buttons.add(close);
        JPanel content = new JPanel(new BorderLayout(0, 8));
        content.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        content.add(split, BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        setContentPane(content);
        setSize(900, 520);
        // the buttons' row, in either language, is about 790 px wide: never narrower than that
        setMinimumSize(new java.awt.Dimension(Math.min(900, buttons.getPreferredSize().width + 24), 320));
        setLocationRelativeTo(owner);
        if (catalog == null) {
            reload();
        } else {
            show(catalog);
        }
    }

    /** Looks at the folders again, off the event thread. */
    void reload() {
        reload.setEnabled(false);
        final BotCatalog fresh = (catalog == null ? BotCatalog.standard(line -> { }) : catalog.reloaded())
                .withExtra(brains.factories());
        new SwingWorker<BotCatalog, Void>() {
            @Override
            protected BotCatalog doInBackground() {
                fresh.all(); // the scan: hosts describe the jars
                return fresh;
            }

            @Override
            protected void done() {
                reload.setEnabled(true);
                try {
                    show(get());
                    reloaded.accept(catalog);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    JOptionPane.showMessageDialog(BotsWindow.this, texts.format("bots.reloadFailed",
                            String.valueOf(e.getCause().getMessage())), texts.get("bots.title"), JOptionPane.WARNING_MESSAGE);
                }
            }
        }.execute();
    }

    private void show(BotCatalog shown) {
        this.catalog = shown;
        bots.setRowCount(0);
        for (BotFactory factory : shown.all()) {
            // only plugins and brains are someone else's, with a version and author of their own
            boolean outside = factory instanceof HostedBotFactory || factory instanceof BrainBotFactory;
            bots.addRow(new Object[] {factory.id(), factory.name(), source(factory),
                outside ? factory.version() : "", outside ? factory.author() : "", games(shown, factory),
                texts.get("bots.loaded")});
        }
        jars.setRowCount(0);
        for (PluginJar jar : shown.plugins()) {
            if (!jar.isLoaded()) {
                jars.addRow(new Object[] {jar.fileName(), texts.format("bots.refused", jar.refusal()), folder(jar)});
                continue;
            }
            jars.addRow(new Object[] {jar.fileName(), texts.get("bots.loaded"), folder(jar)});
            for (PluginBot bot : jar.bots()) {
                if (!bot.isUsable()) {
                    jars.addRow(new Object[] {"  " + bot.className(), texts.format("bots.refused", bot.problem()),
                        folder(jar)});
                }
            }
        }
        firstBrainRow = jars.getRowCount();
        for (Brains.Entry brain : brains.entries()) {
            File parent = brain.executable().getParentFile();
            jars.addRow(new Object[] {texts.format("bots.brainFile", brain.executable().getName()),
                brain.problem() == null ? texts.get("bots.loaded") : texts.format("bots.refused", brain.problem()),
                parent == null ? "" : parent.getPath()});
        }
        removeBrain.setEnabled(selectedBrain() != null);
    }

    /** Asks for a brain's executable, then adds it. */
    private void chooseBrain() {
        JFileChooser chooser = new JFileChooser();
        chooser.setDialogTitle(texts.get("bots.addBrain.title"));
        chooser.setFileSelectionMode(JFileChooser.FILES_ONLY);
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            addBrain(chooser.getSelectedFile());
        }
    }

    /**
     * Checks that {@code executable} is a Gomocup brain, off the event thread (it is
     * started and asked ABOUT), then remembers it and shows the catalog with it;
     * or says why it is not one.
     */
    void addBrain(final File executable) {
        addBrain.setEnabled(false);
        new SwingWorker<BrainBotFactory, Void>() {
            @Override
            protected BrainBotFactory doInBackground() throws InterruptedException {
                return brains.add(executable);
            }

            @Override
            protected void done() {
                addBrain.setEnabled(true);
                try {
                    get();
                    reload();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    JOptionPane.showMessageDialog(BotsWindow.this, texts.format("bots.notABrain",
                            String.valueOf(e.getCause().getMessage())), texts.get("bots.title"),
                            JOptionPane.WARNING_MESSAGE);
                }
            }
        }.execute();
    }

    private void removeSelectedBrain() {
        File brain = selectedBrain();
        if (brain != null) {
            brains.remove(brain);
            reload();
        }
    }

    /**
     * @return the program of the brain selected in either table (the lower one
     *     lists brains whose program has gone too); null when no brain is selected
     */
    private File selectedBrain() {
        int row = jarTable.getSelectedRow();
        List<Brains.Entry> entries = brains.entries();
        if (row >= firstBrainRow && row - firstBrainRow < entries.size()) {
            return entries.get(row - firstBrainRow).executable();
        }
        row = botTable.getSelectedRow();
        if (catalog == null || row < 0 || row >= catalog.all().size()) {
            return null;
        }
        BotFactory factory = catalog.all().get(row);
        return factory instanceof BrainBotFactory ? ((BrainBotFactory) factory).executable() : null;
    }

    /** @return where a bot comes from: its plugin jar, its brain's program, or the app itself */
    private String source(BotFactory factory) {
        if (factory instanceof HostedBotFactory) {
            return ((HostedBotFactory) factory).plugin().jar().getFileName().toString();
        }
        if (factory instanceof BrainBotFactory) {
            return texts.format("bots.brainFile", ((BrainBotFactory) factory).executable().getName());
        }
        return texts.get("bots.builtIn");
    }

    private static String folder(PluginJar jar) {
        Path parent = jar.path().toAbsolutePath().getParent();
        return parent == null ? "" : parent.toString();
    }

    /** Shows a cell's whole text as its tip: reasons are often longer than their column. */
    private static final class WholeTextTips extends DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focused,
                int row, int column) {
            Component cell = super.getTableCellRendererComponent(table, value, selected, focused, row, column);
            String text = value == null ? "" : value.toString();
            setToolTipText(text.isEmpty() ? null : text);
            return cell;
        }
    }

    private String games(BotCatalog catalog, BotFactory factory) {
        List<String> ids = new ArrayList<>();
        for (Game game : Games.all()) {
            if (catalog.plays(factory, game)) {
                ids.add(game.id());
            }
        }
        return ids.size() == Games.all().size() ? texts.get("bots.allGames") : String.join(" ", ids);
    }

    /** Opens the user's plugins folder in the file manager, off the event thread (it may take a while). */
    private void openFolder() {
        final Path folder = PluginFolders.usersFolder();
        Thread opener = new Thread(() -> {
            try {
                Files.createDirectories(folder);
                if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                    throw new IOException("no file manager");
                }
                Desktop.getDesktop().open(folder.toFile());
            } catch (IOException | RuntimeException e) {
                SwingUtilities.invokeLater(() -> JOptionPane.showMessageDialog(this,
                        texts.format("bots.folderNotOpened", folder.toString()), texts.get("bots.title"),
                        JOptionPane.INFORMATION_MESSAGE));
            }
        }, "katakuti-open-plugins-folder");
        opener.setDaemon(true);
        opener.start();
    }

    private static DefaultTableModel readOnly() {
        return new DefaultTableModel() {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
    }
}
