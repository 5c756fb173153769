import Foundation
import TandemUIKit

/// The label that draws a `Text`: a `UILabel` that, when the text has
/// Markdown links, opens the link whose glyphs are tapped through the
/// environment's `openURL`, as SwiftUI's text does.
///
/// Only the links' glyphs are the label's to touch: a tap anywhere else
/// on the text goes to what is under it (a button, a row, `onTapGesture`),
/// and text without links takes no touches at all, as a `UILabel`.
final class TextLabel: UILabel {
    /// One link: the UTF-16 range of ``UILabel/text`` it covers and where it goes.
    struct Link: Equatable {
        let range: Range<Int>
        let url: URL
    }

    /// What a label with links holds for them, out of line: most labels
    /// have none (every row of a list has a label or two).
    private final class LinkState {
        var links: [Link] = []
        var openURL: OpenURLAction?
        var tap: UITapGestureRecognizer?
    }

    private var linkState: LinkState?

    private func ensureLinkState() -> LinkState {
        if let linkState { return linkState }
        let made = LinkState()
        linkState = made
        return made
    }

    /// The links of the text now shown.
    var links: [Link] { linkState?.links ?? [] }
    /// What opens a tapped link (the environment's `openURL` where the text is).
    var openURL: OpenURLAction? {
        get { linkState?.openURL }
        set {
            guard newValue != nil || linkState != nil else { return }
            ensureLinkState().openURL = newValue
        }
    }

    /// Sets the links of the text now shown; the label takes touches only while it has some.
    func setLinks(_ links: [Link]) {
        guard links != self.links else { return }
        let state = ensureLinkState()
        state.links = links
        isUserInteractionEnabled = !links.isEmpty
        if !links.isEmpty, state.tap == nil {
            let recognizer = UITapGestureRecognizer()
            recognizer.addTarget(self, action: TextLabel.tapped)
            addGestureRecognizer(recognizer)
            state.tap = recognizer
        }
    }

    /// The link whose glyphs are drawn at `point` (label coordinates).
    func link(at point: CGPoint) -> Link? {
        guard !links.isEmpty, let characters = characterRange(at: point) else { return nil }
        return links.first { $0.range.overlaps(characters) }
    }

    /// Only a link's glyphs are inside: touches elsewhere pass to the views behind.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) && link(at: point) != nil
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let link = link(at: recognizer.location(in: self)) else { return }
        openURL?(link.url)
    }
}
