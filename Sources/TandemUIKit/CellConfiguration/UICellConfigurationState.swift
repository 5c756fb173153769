import Foundation

/// A cell's state, as its content and background configurations see it.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the table or collection is editing.
    public var isEditing = false
    /// Whether the cell is expanded (outlines).
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// The states an app added, by key (unchecked `Sendable`: the values
    /// are the app's `AnyHashable`s, which a state only carries).
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// The app's own state under `key`; nil when none was set. Set it in an
    /// overridden `configurationState` to have configurations derived from it.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// Creates the state of an idle cell with `traitCollection`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The state of a cell that is or is not selected, highlighted and editing.
    init(traitCollection: UITraitCollection, isSelected: Bool, isHighlighted: Bool, isEditing: Bool) {
        self.traitCollection = traitCollection
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isEditing = isEditing
    }
}
