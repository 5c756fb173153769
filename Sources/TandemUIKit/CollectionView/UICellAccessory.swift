import Foundation

/// A standard accessory of a list cell: a disclosure chevron, a checkmark,
/// or a delete control, shown always or only while (or unless) the
/// collection view is editing. Give them to `UICollectionViewListCell.accessories`.
///
/// Tandem draws the disclosure indicator, checkmark, delete control and
/// outline disclosure, and places custom views; the options of the other
/// kinds (tint, reserved width) are not offered.
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

    /// Where in the accessories at one edge a custom view goes: given the
    /// accessories at that edge, the index to insert it at.
    public typealias Position = ([UICellAccessory]) -> Int

    /// The edge a custom view accessory goes to, when it shows, and where among the others there.
    public enum Placement {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// The kinds Tandem draws.
    enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(ActionHandler?)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case customView(CustomViewConfiguration)
        case reorder(ReorderOptions)
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
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil)
        -> UICellAccessory
    {
        UICellAccessory(kind: .delete(actionHandler), displayedState: displayed)
    }

    /// A chevron that expands and collapses the row's outline item: it
    /// points to the trailing side while collapsed and down while expanded.
    /// Tapping it runs `actionHandler`, or — when nil — expands or collapses
    /// the item through the diffable data source's section snapshot. It
    /// sits at the trailing edge; with the `.header` style a tap anywhere on
    /// the row toggles, with `.cell` (and `.automatic`, in Tandem) only a tap
    /// on the chevron. Shown only for items that have children.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayedState: displayed)
    }

    /// A grip at the trailing edge: dragging it moves the row, when the
    /// diffable data source's `reorderingHandlers.canReorderItem` allows.
    /// Shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .reorder(options), displayedState: displayed)
    }

    /// Your own view, at the edge and position its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .customView(configuration), displayedState: displayed)
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
        switch kind {
        case .delete: true
        case .outlineDisclosure: false
        case .customView(let configuration):
            if case .leading = configuration.placement { true } else { false }
        case .disclosureIndicator, .checkmark, .reorder: false
        }
    }
}
