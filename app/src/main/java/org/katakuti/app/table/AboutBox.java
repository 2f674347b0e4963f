package org.katakuti.app.table;

import java.io.File;
import java.nio.file.Path;

import javax.swing.JOptionPane;
import javax.swing.JTextArea;

import org.katakuti.app.AppVersion;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.i18n.Texts;

/** Help → About: what the table is, its version and the bot API's, and the folders it uses. */
final class AboutBox {

    private AboutBox() {
    }

    /**
     * @param dataFolder where the match logs are kept; null when the table keeps none
     * @param pluginFolder where bot jars are read from; null when not run from a jar and none was named
     * @return the box's words
     */
    static String text(Texts texts, String appVersion, String apiVersion, Path dataFolder, File pluginFolder) {
        String none = texts.get("about.none");
        return texts.get("about.text") + "\n\n"
                + texts.format("about.version", appVersion) + "\n"
                + texts.format("about.api", apiVersion) + "\n"
                + texts.format("about.data", dataFolder == null ? none : dataFolder.toString()) + "\n"
                + texts.format("about.plugins", pluginFolder == null ? none : pluginFolder.getPath());
    }

    /** Shows the box over {@code window}; the folders can be selected and copied. */
    static void show(java.awt.Component window, Texts texts, Path dataFolder) {
        JTextArea words = new JTextArea(text(texts, AppVersion.app(), AppVersion.api(), dataFolder,
                BotCatalog.pluginFolder()));
        words.setName("about");
        words.setEditable(false);
        words.setOpaque(false);
        words.setBorder(null);
        JOptionPane.showMessageDialog(window, words, texts.get("menu.about"), JOptionPane.INFORMATION_MESSAGE);
    }
}
