import Foundation

/// A standard accessory of a list cell: a disclosure chevron, a checkmark,
/// or a delete control, shown always or only while (or unless) the
/// collection view is editing. Give them to `UICollectionViewListCell.accessories`.
///
/// Tandem draws these three kinds; the options structures of UIKit's
/// accessories (tint, reserved width) are not offered.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While the collection view is editing.
        case whenEditing
        /// While it is not editing.
        case whenNotEditing
    }

    /// Runs when the user taps an accessory that acts (the delete control).
    public typealias ActionHandler = () -> Void

    /// The kinds Tandem draws.
    enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(ActionHandler?)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState

    /// A chevron at the trailing edge: tapping the row goes somewhere. Shown always by default.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayedState: displayed)
    }

    /// A checkmark in the tint color at the trailing edge. Shown always by default.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayedState: displayed)
    }

    /// A red delete control at the leading edge; tapping it runs
    /// `actionHandler`. Shown while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(actionHandler), displayedState: displayed)
    }

    /// Whether it shows when the collection view's editing is `editing`.
    func isShown(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// Whether it goes at the leading edge (the delete control) rather than the trailing one.
    var isLeading: Bool {
        if case .delete = kind { return true }
        return false
    }
}
