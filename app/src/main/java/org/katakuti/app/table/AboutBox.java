package org.katakuti.app.table;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import javax.swing.JOptionPane;
import javax.swing.JTextArea;

import org.katakuti.app.AppVersion;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.plugin.PluginFolders;

/** Help → About: what the table is, its version and the bot API's, and the folders it uses. */
final class AboutBox {

    private AboutBox() {
    }

    /**
     * @param dataFolder where the match logs are kept; null when the table keeps none
     * @param pluginFolders where bot jars are read from, in the order they are read
     * @return the box's words
     */
    static String text(Texts texts, String appVersion, String apiVersion, Path dataFolder, List<Path> pluginFolders) {
        String none = texts.get("about.none");
        return texts.get("about.text") + "\n\n"
                + texts.format("about.version", appVersion) + "\n"
                + texts.format("about.api", apiVersion) + "\n"
                + texts.format("about.data", dataFolder == null ? none : dataFolder.toString()) + "\n"
                + texts.format("about.plugins", pluginFolders.isEmpty() ? none
                        : pluginFolders.stream().map(Path::toString).collect(Collectors.joining("\n    ")));
    }

    /** Shows the box over {@code window}; the folders can be selected and copied. */
    static void show(java.awt.Component window, Texts texts, Path dataFolder) {
        JTextArea words = new JTextArea(text(texts, AppVersion.app(), AppVersion.api(), dataFolder,
                PluginFolders.standard().folders()));
        words.setName("about");
        words.setEditable(false);
        words.setOpaque(false);
        words.setBorder(null);
        JOptionPane.showMessageDialog(window, words, texts.get("menu.about"), JOptionPane.INFORMATION_MESSAGE);
    }
}
