package org.katakuti.app.table;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.katakuti.app.i18n.Texts;
import org.katakuti.app.online.client.OnlineSeat;

/**
 * The strip above an online match: the room's code, whether the friend is
 * there ("waiting for NAME" while they are away), whether the server can be
 * reached, the last word about the record (the table followed the server,
 * the friend resigned), and the claim button once the server allows it.
 */
final class OnlineBar extends JPanel implements Localized {

    private final OnlineSeat seat;
    private Texts texts;
    private final JLabel room = new JLabel();
    private final JLabel presence = new JLabel();
    private final WrappingLabel notice = new WrappingLabel(TextStyle.SMALL);
    private final JButton claim = new JButton();
    /** The last notice, as a key and its argument, so a language switch can say it again. */
    private String noticeKey;
    private Object noticeArgument = "";

    OnlineBar(OnlineSeat seat, Texts texts, Runnable onClaim) {
        super(new MigLayout("insets 6 12 2 12, fillx, gap 12 2, hidemode 3", "[][grow,fill][]"));
        this.seat = seat;
        this.texts = texts;
        setName("onlineBar");
        room.setName("onlineRoom");
        TextStyle.STRONG.applyTo(room);
        presence.setName("onlinePresence");
        notice.setName("onlineNotice");
        claim.setName("onlineClaim");
        claim.addActionListener(e -> onClaim.run());
        add(room);
        add(presence, "wmin 0");
        add(claim, "wrap");
        add(notice, "span 3, growx, wmin 0");
        refresh();
    }

    /** Says {@code key} (with {@code argument}) under the room's line, until the next notice. */
    void say(String key, Object argument) {
        noticeKey = key;
        noticeArgument = argument == null ? "" : argument;
        refresh();
    }

    /** Shows the seat as it stands now. */
    void refresh() {
        room.setText(texts.format("online.bar.room", seat.ticket().code()));
        String friend = seat.friendName() == null ? "" : seat.friendName();
        if (!seat.isConnected()) {
            presence.setText(texts.get("online.bar.offline"));
        } else if (seat.isFriendAway()) {
            presence.setText(texts.format("online.bar.away", friend));
        } else {
            presence.setText(friend.isEmpty() ? " " : texts.format("online.bar.here", friend));
        }
        claim.setText(texts.get("online.bar.claim"));
        claim.setVisible(seat.mayClaim());
        notice.setVisible(noticeKey != null);
        if (noticeKey != null) {
            notice.setText(texts.format(noticeKey, noticeArgument));
        }
        revalidate();
    }

    @Override
    public void applyTexts(Texts newTexts) {
        this.texts = newTexts;
        refresh();
    }
}
