public import Foundation

/// What a context menu shows: its menu (from the action provider) and its
/// preview (from the preview provider, which Tandem does not show), with an identifier.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The configuration's identifier; a new `NSUUID` when none was given.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration; `actionProvider` makes the menu when it is shown.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes now, if any.
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}
