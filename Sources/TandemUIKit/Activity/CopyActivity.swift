import Foundation

/// The sheet's Copy: puts the items' text and links on the general pasteboard, one a line.
@preconcurrency @MainActor
final class CopyActivity: UIActivity {
    private var text = ""

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !Self.texts(of: activityItems).isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        text = Self.texts(of: activityItems).joined(separator: "\n")
    }

    override func perform() {
        UIPasteboard.general.string = text
        activityDidFinish(true)
    }

    /// The strings, links and attributed strings among `items`, as text.
    static func texts(of items: [Any]) -> [String] {
        items.compactMap { item in
            switch item {
            case let string as String: string
            case let url as URL: url.absoluteString
            case let attributed as NSAttributedString: attributed.string
            default: nil
            }
        }
    }
}
