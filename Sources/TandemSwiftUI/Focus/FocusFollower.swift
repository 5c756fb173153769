import Foundation
import TandemUIKit

/// Keeps a text input's first-responder status in step with the focus state
/// of the `focused` modifier around it (its ``FocusLink``), for text fields
/// and text editors alike.
@MainActor
final class FocusFollower {
    /// The focus state the input reports to and follows.
    var link: FocusLink?
    /// Whether a focus change is already queued.
    private var pending = false

    /// Tells the focus state that the input began (`true`) or ended editing.
    func report(_ focused: Bool) {
        link?.report(focused)
    }

    /// Makes `responder` take or give up the keyboard as the focus state
    /// asks, once the current commit has rendered: during a view update the
    /// input may not be in its window yet, and beginning to edit reports
    /// back to the focus state, which must not be written during the update.
    func follow(_ responder: UIResponder) {
        guard let link else { return }
        guard link.wanted() != responder.isFirstResponder, !pending else { return }
        pending = true
        Commit.afterCommit { [weak self, weak responder] in
            guard let self, let responder else { return }
            self.pending = false
            guard let link = self.link, link.wanted() != responder.isFirstResponder else { return }
            if link.wanted() {
                if !responder.becomeFirstResponder() { link.report(false) }
            } else {
                _ = responder.resignFirstResponder()
            }
        }
    }
}
