import Foundation

/// A cell's state, as its content and background configurations see it.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
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
